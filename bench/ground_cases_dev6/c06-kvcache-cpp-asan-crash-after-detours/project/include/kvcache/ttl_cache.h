#pragma once

#include <chrono>
#include <cstddef>
#include <list>
#include <optional>
#include <string>
#include <unordered_map>

namespace kvcache {

class TtlCache {
public:
    using Clock = std::chrono::steady_clock;

    TtlCache(std::size_t capacity, std::chrono::milliseconds ttl);

    std::optional<std::string> get(const std::string& key);
    void put(const std::string& key, std::string value);
    std::size_t purge_expired();
    std::size_t size() const { return index_.size(); }

private:
    struct Node {
        std::string key;
        std::string value;
        Clock::time_point expires_at;
    };
    using List = std::list<Node>;

    void evict_oldest();

    std::size_t capacity_;
    std::chrono::milliseconds ttl_;
    List order_;  // front = newest
    std::unordered_map<std::string, List::iterator> index_;
};

}  // namespace kvcache
