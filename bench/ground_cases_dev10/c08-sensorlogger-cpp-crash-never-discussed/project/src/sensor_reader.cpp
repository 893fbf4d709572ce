#include "sensor_reader.hpp"

#include <algorithm>
#include <fstream>
#include <utility>

SensorReader::SensorReader(std::string path, std::chrono::milliseconds interval)
    : path_(std::move(path)), interval_(interval) {}

SensorReader::~SensorReader() { stop(); }

void SensorReader::start() {
    if (worker_.joinable()) {
        return;
    }
    {
        std::lock_guard<std::mutex> lk(wake_mu_);
        stopping_ = false;
    }
    worker_ = std::thread(&SensorReader::run, this);
}

void SensorReader::stop() {
    {
        std::lock_guard<std::mutex> lk(wake_mu_);
        stopping_ = true;
    }
    wake_.notify_all();
    if (worker_.joinable()) {
        worker_.join();
    }
}

std::optional<double> SensorReader::read_once() const {
    std::ifstream in(path_);
    long millideg = 0;
    if (!(in >> millideg)) {
        return std::nullopt;
    }
    return static_cast<double>(millideg) / 1000.0;
}

void SensorReader::run() {
    std::unique_lock<std::mutex> wake_lk(wake_mu_);
    while (!stopping_) {
        wake_lk.unlock();
        if (auto value = read_once()) {
            std::lock_guard<std::mutex> lk(mu_);
            history_.push(Sample{std::chrono::system_clock::now(), *value});
        } else {
            ++errors_;
        }
        wake_lk.lock();
        wake_.wait_for(wake_lk, interval_, [this] { return stopping_; });
    }
}

std::vector<Sample> SensorReader::snapshot() const {
    std::lock_guard<std::mutex> lk(mu_);
    std::vector<Sample> out;
    out.reserve(history_.size());
    history_.for_each([&out](const Sample& s) { out.push_back(s); });
    return out;
}

std::optional<double> SensorReader::average(std::size_t last_n) const {
    std::lock_guard<std::mutex> lk(mu_);
    const std::size_t n = std::min(last_n, history_.size());
    if (n == 0) {
        return std::nullopt;
    }
    double sum = 0.0;
    for (std::size_t i = history_.size() - n; i < history_.size(); ++i) {
        sum += history_[i].celsius;
    }
    return sum / static_cast<double>(n);
}
