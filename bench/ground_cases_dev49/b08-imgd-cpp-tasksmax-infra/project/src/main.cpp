#include <atomic>
#include <chrono>
#include <csignal>
#include <exception>
#include <filesystem>
#include <iostream>
#include <memory>
#include <thread>

#include <vips/vips8>

#include "config.hpp"
#include "thread_pool.hpp"
#include "thumbnailer.hpp"

namespace fs = std::filesystem;

namespace {
std::atomic<bool> g_stop{false};
void on_signal(int) { g_stop = true; }
}  // namespace

int main(int argc, char** argv) {
    const std::string path = argc > 1 ? argv[1] : "/etc/imgd/imgd.toml";
    imgd::Config cfg;
    try {
        cfg = imgd::load_config(path);
    } catch (const std::exception& e) {
        std::cerr << "imgd: " << path << ": " << e.what() << '\n';
        return 2;
    }
    if (VIPS_INIT(argv[0])) {
        vips_error_exit("imgd: cannot start libvips");
    }
    std::signal(SIGTERM, on_signal);
    std::signal(SIGINT, on_signal);
    std::clog << "imgd " << IMGD_VERSION << " starting: " << cfg.workers << " workers, spool "
              << cfg.spool_dir << '\n';

    std::unique_ptr<imgd::ThreadPool> pool_ptr;
    try {
        pool_ptr = std::make_unique<imgd::ThreadPool>(cfg.workers);
    } catch (const std::exception& e) {
        std::cerr << "imgd: " << e.what() << '\n';
        return 1;
    }
    imgd::ThreadPool& pool = *pool_ptr;
    std::atomic<unsigned long> done{0}, failed{0};
    std::thread stats([&] {
        while (!g_stop) {
            std::this_thread::sleep_for(std::chrono::seconds(60));
            std::clog << "imgd: " << done << " done, " << failed << " failed, " << pool.pending() << " queued\n";
        }
    });

    const fs::path in = fs::path(cfg.spool_dir) / "in";
    const fs::path work = fs::path(cfg.spool_dir) / "work";
    fs::create_directories(work);
    while (!g_stop) {
        for (const auto& entry : fs::directory_iterator(in)) {
            if (!entry.is_regular_file()) continue;
            const fs::path claimed = work / entry.path().filename();
            std::error_code ec;
            fs::rename(entry.path(), claimed, ec);  // another imgd may have claimed it first
            if (ec) continue;
            pool.submit([claimed, &cfg, &done, &failed] {
                fs::path name = claimed.filename();
                const fs::path out = fs::path(cfg.out_dir) / name.replace_extension(".webp");
                if (imgd::make_thumbnail(claimed.string(), out.string(), cfg.max_side)) ++done;
                else ++failed;
                std::error_code rm;
                fs::remove(claimed, rm);
            });
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(cfg.poll_ms));
    }
    stats.join();
    vips_shutdown();
    return 0;
}
