#include "thread_pool.hpp"

#include <stdexcept>
#include <string>
#include <system_error>
#include <utility>

namespace imgd {

ThreadPool::ThreadPool(std::size_t workers) {
    threads_.reserve(workers);
    try {
        for (std::size_t i = 0; i < workers; ++i) {
            threads_.emplace_back([this] { worker_loop(); });
        }
    } catch (const std::system_error& e) {
        const std::size_t started = threads_.size();
        shutdown();  // join the threads that did start, or ~vector would call std::terminate
        throw std::runtime_error("could not start worker " + std::to_string(started + 1) + " of " +
                                 std::to_string(workers) + ": " + e.what() +
                                 " (thread limit reached: check systemd TasksMax and ulimit -u)");
    }
}

ThreadPool::~ThreadPool() { shutdown(); }

void ThreadPool::shutdown() {
    {
        std::lock_guard<std::mutex> lock(mu_);
        stopping_ = true;
    }
    cv_.notify_all();
    for (auto& t : threads_) {
        if (t.joinable()) t.join();
    }
}

bool ThreadPool::submit(std::function<void()> job) {
    {
        std::lock_guard<std::mutex> lock(mu_);
        if (stopping_) return false;
        jobs_.push(std::move(job));
    }
    cv_.notify_one();
    return true;
}

std::size_t ThreadPool::pending() const {
    std::lock_guard<std::mutex> lock(mu_);
    return jobs_.size();
}

void ThreadPool::worker_loop() {
    for (;;) {
        std::function<void()> job;
        {
            std::unique_lock<std::mutex> lock(mu_);
            cv_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
            if (stopping_ && jobs_.empty()) return;
            job = std::move(jobs_.front());
            jobs_.pop();
        }
        job();
    }
}

}  // namespace imgd
