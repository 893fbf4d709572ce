#include <csignal>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>

#include <telemetry/exporter.hpp>

#include "jobq/metrics.hpp"
#include "jobq/pool.hpp"

namespace {
volatile std::sig_atomic_t g_stop = 0;
void on_signal(int) { g_stop = 1; }

// JOBQ_THREADS=<1..256>, default 4; anything else is reported and ignored.
std::size_t thread_count() {
    const char* env = std::getenv("JOBQ_THREADS");
    if (env == nullptr || *env == '\0') {
        return 4;
    }
    char* end = nullptr;
    long n = std::strtol(env, &end, 10);
    if (*end != '\0' || n < 1 || n > 256) {
        std::cerr << "jobqd: ignoring JOBQ_THREADS=" << env << " (want 1..256)\n";
        return 4;
    }
    return static_cast<std::size_t>(n);
}
}  // namespace

int main(int argc, char** argv) {
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);

    telemetry::Exporter exporter(telemetry::ExporterOptions{.endpoint = "http://127.0.0.1:9464/push"});
    exporter.start();

    jobq::Metrics metrics;
    jobq::ThreadPool pool(thread_count(), metrics);

    std::string line;
    while (!g_stop && std::getline(std::cin, line)) {
        if (line.empty()) {
            continue;
        }
        pool.submit([line] {
            // placeholder job: the real handlers are registered by the plugins
            std::this_thread::sleep_for(std::chrono::milliseconds(line.size()));
        });
    }
    pool.shutdown();
    exporter.stop();
    (void)argc;
    (void)argv;
    return 0;
}
