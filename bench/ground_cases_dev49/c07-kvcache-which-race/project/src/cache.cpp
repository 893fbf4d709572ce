#include "cache.h"

namespace kv {

Cache::Cache(std::size_t max_bytes, Stats* stats) : max_bytes_(max_bytes), stats_(stats) {}

std::optional<std::string> Cache::get(const std::string& key) {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = index_.find(key);
    if (it == index_.end()) {
        if (stats_) stats_->misses++;
        return std::nullopt;
    }
    lru_.splice(lru_.begin(), lru_, it->second);
    if (stats_) stats_->hits++;
    return it->second->second;
}

void Cache::put(const std::string& key, std::string value) {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = index_.find(key);
    if (it != index_.end()) {
        bytes_ -= it->second->second.size();
        bytes_ += value.size();
        it->second->second = std::move(value);
        lru_.splice(lru_.begin(), lru_, it->second);
    } else {
        bytes_ += key.size() + value.size();
        lru_.emplace_front(key, std::move(value));
        index_[key] = lru_.begin();
        ++size_;
    }
    evict_locked();
}

bool Cache::erase(const std::string& key) {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = index_.find(key);
    if (it == index_.end()) return false;
    bytes_ -= it->first.size() + it->second->second.size();
    lru_.erase(it->second);
    index_.erase(it);
    --size_;
    return true;
}

std::size_t Cache::size() const {
    return size_;
}

std::size_t Cache::bytes() const {
    std::lock_guard<std::mutex> lock(mu_);
    return bytes_;
}

void Cache::evict_locked() {
    while (bytes_ > max_bytes_ && !lru_.empty()) {
        const Entry& victim = lru_.back();
        bytes_ -= victim.first.size() + victim.second.size();
        index_.erase(victim.first);
        lru_.pop_back();
        --size_;
        if (stats_) stats_->evictions++;
    }
}

}  // namespace kv
