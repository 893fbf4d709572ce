#include <atomic>
#include <cassert>
#include <chrono>
#include <iostream>
#include <thread>

#include "jobq/metrics.hpp"
#include "jobq/pool.hpp"

static void runs_all_jobs() {
    jobq::Metrics m;
    std::atomic<int> n{0};
    {
        jobq::ThreadPool pool(4, m);
        for (int i = 0; i < 1000; ++i) {
            pool.submit([&n] { n.fetch_add(1, std::memory_order_relaxed); });
        }
    }  // destructor drains and joins
    assert(n.load() == 1000);
}

static void rejects_after_shutdown() {
    jobq::Metrics m;
    jobq::ThreadPool pool(2, m);
    pool.shutdown();
    assert(!pool.submit([] {}));
}

static void survives_throwing_job() {
    jobq::Metrics m;
    std::atomic<int> n{0};
    jobq::ThreadPool pool(1, m);
    pool.submit([] { throw std::runtime_error("boom"); });
    pool.submit([&n] { n++; });
    pool.shutdown();
    assert(n.load() == 1);
}

static void shutdown_drains_queue() {
    jobq::Metrics m;
    std::atomic<int> n{0};
    jobq::ThreadPool pool(3, m);
    for (int i = 0; i < 200; ++i) {
        pool.submit([&n] {
            std::this_thread::sleep_for(std::chrono::microseconds(50));
            n.fetch_add(1, std::memory_order_relaxed);
        });
    }
    pool.shutdown();
    assert(n.load() == 200);
    assert(pool.pending() == 0);
}

int main() {
    runs_all_jobs();
    shutdown_drains_queue();
    rejects_after_shutdown();
    survives_throwing_job();
    std::cout << "pool_test: ok\n";
}
