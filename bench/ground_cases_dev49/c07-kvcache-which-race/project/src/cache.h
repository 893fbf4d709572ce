#pragma once

#include <cstddef>
#include <list>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#include "stats.h"

namespace kv {

// Thread-safe LRU cache of string values with a byte budget.
class Cache {
public:
    explicit Cache(std::size_t max_bytes, Stats* stats = nullptr);

    std::optional<std::string> get(const std::string& key);
    void put(const std::string& key, std::string value);
    bool erase(const std::string& key);

    std::size_t size() const;   // number of entries
    std::size_t bytes() const;  // keys + values

private:
    using Entry = std::pair<std::string, std::string>;
    void evict_locked();

    const std::size_t max_bytes_;
    Stats* stats_;
    mutable std::mutex mu_;
    std::list<Entry> lru_;  // front = most recently used
    std::unordered_map<std::string, std::list<Entry>::iterator> index_;
    std::size_t size_ = 0;
    std::size_t bytes_ = 0;
};

}  // namespace kv
