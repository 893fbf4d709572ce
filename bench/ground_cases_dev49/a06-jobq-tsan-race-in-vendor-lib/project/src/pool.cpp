#include "jobq/pool.hpp"

#include <chrono>
#include <exception>
#include <iostream>

#include "jobq/metrics.hpp"

namespace jobq {

ThreadPool::ThreadPool(std::size_t threads, Metrics& metrics) : metrics_(metrics) {
    workers_.reserve(threads);
    for (std::size_t i = 0; i < threads; ++i) {
        workers_.emplace_back([this] { worker_loop(); });
    }
}

ThreadPool::~ThreadPool() { shutdown(); }

bool ThreadPool::submit(Job job) {
    {
        std::lock_guard<std::mutex> lock(mu_);
        if (stopping_) {
            return false;
        }
        queue_.push_back(std::move(job));
    }
    metrics_.job_queued();
    cv_.notify_one();
    return true;
}

void ThreadPool::shutdown() {
    {
        std::lock_guard<std::mutex> lock(mu_);
        stopping_ = true;
    }
    cv_.notify_all();
    for (auto& t : workers_) {
        if (t.joinable()) {
            t.join();
        }
    }
}

std::size_t ThreadPool::pending() const {
    std::lock_guard<std::mutex> lock(mu_);
    return queue_.size();
}

void ThreadPool::worker_loop() {
    for (;;) {
        Job job;
        {
            std::unique_lock<std::mutex> lock(mu_);
            cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
            if (queue_.empty()) {
                return;  // stopping and drained
            }
            job = std::move(queue_.front());
            queue_.pop_front();
        }
        auto start = std::chrono::steady_clock::now();
        try {
            job();
        } catch (const std::exception& e) {
            std::cerr << "jobq: job threw: " << e.what() << "\n";
            metrics_.job_failed();
            continue;
        }
        metrics_.job_done(std::chrono::steady_clock::now() - start);
    }
}

}  // namespace jobq
