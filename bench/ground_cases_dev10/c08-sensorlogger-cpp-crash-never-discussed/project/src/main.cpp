#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <string>
#include <thread>

#include "sensor_reader.hpp"

namespace {

std::atomic<bool> g_quit{false};

void on_signal(int) { g_quit = true; }

void usage(const char* argv0) {
    std::cerr << "usage: " << argv0 << " [--device PATH] [--interval-ms N] [--window N]\n";
}

}  // namespace

int main(int argc, char** argv) {
    std::string device = "/sys/bus/iio/devices/iio:device0/in_temp_input";
    long interval_ms = 500;
    std::size_t window = 10;

    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--device") == 0 && i + 1 < argc) {
            device = argv[++i];
        } else if (std::strcmp(argv[i], "--interval-ms") == 0 && i + 1 < argc) {
            interval_ms = std::strtol(argv[++i], nullptr, 10);
        } else if (std::strcmp(argv[i], "--window") == 0 && i + 1 < argc) {
            window = static_cast<std::size_t>(std::strtoul(argv[++i], nullptr, 10));
        } else {
            usage(argv[0]);
            return 2;
        }
    }
    if (interval_ms <= 0 || window == 0) {
        usage(argv[0]);
        return 2;
    }

    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);

    SensorReader reader(device, std::chrono::milliseconds(interval_ms));
    reader.start();

    while (!g_quit) {
        std::this_thread::sleep_for(std::chrono::seconds(1));
        const auto avg = reader.average(window);
        const std::time_t now = std::time(nullptr);
        std::cout << std::put_time(std::localtime(&now), "%F %T") << ' ';
        if (avg) {
            std::cout << std::fixed << std::setprecision(2) << *avg << " C";
        } else {
            std::cout << "n/a";
        }
        std::cout << "  (read errors: " << reader.read_errors() << ")\n" << std::flush;
    }

    reader.stop();
    return 0;
}
