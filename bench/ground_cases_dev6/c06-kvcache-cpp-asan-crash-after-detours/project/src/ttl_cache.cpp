#include "kvcache/ttl_cache.h"

#include <stdexcept>

namespace kvcache {

TtlCache::TtlCache(std::size_t capacity, std::chrono::milliseconds ttl) : capacity_(capacity), ttl_(ttl) {
    if (capacity_ == 0) {
        throw std::invalid_argument("TtlCache capacity must be > 0");
    }
}

std::optional<std::string> TtlCache::get(const std::string& key) {
    auto it = index_.find(key);
    if (it == index_.end()) {
        return std::nullopt;
    }
    if (it->second->expires_at <= Clock::now()) {
        order_.erase(it->second);
        index_.erase(it);
        return std::nullopt;
    }
    return it->second->value;
}

void TtlCache::put(const std::string& key, std::string value) {
    auto it = index_.find(key);
    if (it != index_.end()) {
        order_.erase(it->second);
        index_.erase(it);
    } else if (index_.size() >= capacity_) {
        evict_oldest();
    }
    order_.push_front(Node{key, std::move(value), Clock::now() + ttl_});
    index_[key] = order_.begin();
}

std::size_t TtlCache::purge_expired() {
    const auto now = Clock::now();
    std::size_t n = 0;
    for (auto it = order_.begin(); it != order_.end();) {
        if (it->expires_at <= now) {
            index_.erase(it->key);
            it = order_.erase(it);
            ++n;
        } else {
            ++it;
        }
    }
    return n;
}

void TtlCache::evict_oldest() {
    std::string key = order_.back().key;  // copy: the node is gone after pop_back
    order_.pop_back();
    index_.erase(key);
}

}  // namespace kvcache
