#pragma once

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <string>

namespace kv {

// Counters updated by the cache and read by the reporter thread.
struct Stats {
    std::atomic<std::uint64_t> hits{0};
    std::atomic<std::uint64_t> misses{0};
    std::atomic<std::uint64_t> evictions{0};

    double hit_ratio() const {
        const std::uint64_t h = hits;
        const std::uint64_t total = h + misses;
        return total ? static_cast<double>(h) / static_cast<double>(total) : 0.0;
    }

    std::string summary() const {
        char buf[128];
        std::snprintf(buf, sizeof buf, "hits=%llu misses=%llu evictions=%llu ratio=%.3f",
                      static_cast<unsigned long long>(hits.load()),
                      static_cast<unsigned long long>(misses.load()),
                      static_cast<unsigned long long>(evictions.load()), hit_ratio());
        return buf;
    }
};

}  // namespace kv
