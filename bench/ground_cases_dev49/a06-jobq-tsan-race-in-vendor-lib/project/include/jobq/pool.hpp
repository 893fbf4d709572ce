#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace jobq {

class Metrics;

class ThreadPool {
public:
    using Job = std::function<void()>;

    ThreadPool(std::size_t threads, Metrics& metrics);
    ~ThreadPool();
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    // Queue a job; returns false once shutdown() has started.
    bool submit(Job job);

    // Stop taking jobs, run what is queued, join the workers. Idempotent.
    void shutdown();

    std::size_t pending() const;

private:
    void worker_loop();

    Metrics& metrics_;
    mutable std::mutex mu_;
    std::condition_variable cv_;
    std::deque<Job> queue_;
    std::vector<std::thread> workers_;
    bool stopping_ = false;
};

}  // namespace jobq
