// Hammer the cache from the thread pool while a reporter thread reads the counters.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

#include "cache.h"
#include "thread_pool.h"

int main() {
    kv::Stats stats;
    kv::Cache cache(1u << 16, &stats);
    std::atomic<bool> done{false};

    std::thread reporter([&] {
        while (!done.load()) {
            std::printf("entries=%zu %s\n", cache.size(), stats.summary().c_str());
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    });

    {
        kv::ThreadPool pool(8);
        for (int i = 0; i < 20000; ++i) {
            pool.submit([&cache, i] {
                const std::string key = "k" + std::to_string(i % 997);
                if (i % 3 == 0) {
                    cache.put(key, std::string(static_cast<std::size_t>(i % 128), 'v'));
                } else {
                    (void)cache.get(key);
                }
            });
        }
    }  // pool joins here

    done = true;
    reporter.join();
    std::printf("final: entries=%zu %s\n", cache.size(), stats.summary().c_str());
    return 0;
}
