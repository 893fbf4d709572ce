#pragma once

#include <cstddef>
#include <list>
#include <optional>
#include <string>
#include <unordered_map>

namespace kvcache {

class LruCache {
public:
    explicit LruCache(std::size_t capacity);

    std::optional<std::string> get(const std::string& key);
    void put(const std::string& key, std::string value);
    bool erase(const std::string& key);

    std::size_t size() const { return index_.size(); }
    std::size_t capacity() const { return capacity_; }
    std::size_t evictions() const { return evictions_; }

private:
    struct Node {
        std::string key;
        std::string value;
    };
    using List = std::list<Node>;

    void evict_one();

    std::size_t capacity_;
    List order_;  // front = most recently used
    std::unordered_map<std::string, List::iterator> index_;
    std::size_t evictions_ = 0;
};

}  // namespace kvcache
