#include "kvcache/lru_cache.h"

#include <iterator>
#include <stdexcept>

namespace kvcache {

LruCache::LruCache(std::size_t capacity) : capacity_(capacity) {
    if (capacity_ == 0) {
        throw std::invalid_argument("LruCache capacity must be > 0");
    }
}

std::optional<std::string> LruCache::get(const std::string& key) {
    auto it = index_.find(key);
    if (it == index_.end()) {
        return std::nullopt;
    }
    order_.splice(order_.begin(), order_, it->second);
    return it->second->value;
}

void LruCache::put(const std::string& key, std::string value) {
    auto it = index_.find(key);
    if (it != index_.end()) {
        it->second->value = std::move(value);
        order_.splice(order_.begin(), order_, it->second);
        return;
    }
    if (index_.size() >= capacity_) {
        evict_one();
    }
    order_.push_front(Node{key, std::move(value)});
    index_[key] = order_.begin();
}

bool LruCache::erase(const std::string& key) {
    auto it = index_.find(key);
    if (it == index_.end()) {
        return false;
    }
    order_.erase(it->second);
    index_.erase(it);
    return true;
}

void LruCache::evict_one() {
    auto last = std::prev(order_.end());
    order_.erase(last);
    index_.erase(last->key);
    ++evictions_;
}

}  // namespace kvcache
