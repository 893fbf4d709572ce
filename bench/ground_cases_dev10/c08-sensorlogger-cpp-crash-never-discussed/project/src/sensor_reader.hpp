#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "ring_buffer.hpp"

struct Sample {
    std::chrono::system_clock::time_point time;
    double celsius = 0.0;
};

// Polls an IIO temperature input (millidegrees Celsius) on a background thread
// and keeps the last kHistory samples.
class SensorReader {
public:
    static constexpr std::size_t kHistory = 600;

    SensorReader(std::string path, std::chrono::milliseconds interval);
    ~SensorReader();

    SensorReader(const SensorReader&) = delete;
    SensorReader& operator=(const SensorReader&) = delete;

    void start();
    void stop();

    std::vector<Sample> snapshot() const;
    std::optional<double> average(std::size_t last_n) const;
    std::size_t read_errors() const { return errors_.load(); }

private:
    void run();
    std::optional<double> read_once() const;

    std::string path_;
    std::chrono::milliseconds interval_;

    mutable std::mutex mu_;
    RingBuffer<Sample, kHistory> history_;

    std::mutex wake_mu_;
    std::condition_variable wake_;
    bool stopping_ = false;
    std::atomic<std::size_t> errors_{0};
    std::thread worker_;
};
