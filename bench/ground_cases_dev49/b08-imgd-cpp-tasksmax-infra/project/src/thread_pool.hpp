#pragma once

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <queue>
#include <thread>
#include <vector>

namespace imgd {

// Fixed number of worker threads taking jobs from one queue.
class ThreadPool {
public:
    explicit ThreadPool(std::size_t workers);
    ~ThreadPool();

    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    // Queue a job; returns false once the pool is shutting down.
    bool submit(std::function<void()> job);

    std::size_t size() const { return threads_.size(); }
    std::size_t pending() const;

private:
    void worker_loop();
    void shutdown();

    std::vector<std::thread> threads_;
    std::queue<std::function<void()>> jobs_;
    mutable std::mutex mu_;
    std::condition_variable cv_;
    bool stopping_ = false;
};

}  // namespace imgd
