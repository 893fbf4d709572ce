#include <atomic>
#include <cassert>
#include <chrono>
#include <iostream>
#include <thread>

#include "thread_pool.hpp"

static void runs_every_job() {
    std::atomic<int> n{0};
    {
        imgd::ThreadPool pool(4);
        for (int i = 0; i < 1000; ++i) pool.submit([&n] { ++n; });
    }  // the destructor drains the queue before joining
    assert(n == 1000);
}

static void size_is_worker_count() {
    imgd::ThreadPool pool(3);
    assert(pool.size() == 3);
}

static void pending_counts_queued_jobs() {
    imgd::ThreadPool pool(1);
    std::atomic<bool> release{false};
    pool.submit([&release] { while (!release) std::this_thread::sleep_for(std::chrono::milliseconds(1)); });
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    pool.submit([] {});
    pool.submit([] {});
    assert(pool.pending() == 2);
    release = true;
}

int main() {
    runs_every_job();
    size_is_worker_count();
    pending_counts_queued_jobs();
    std::cout << "thread_pool_test: ok\n";
    return 0;
}
