#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "kvcache/lru_cache.h"

int main(int argc, char** argv) {
    const int n = argc > 1 ? std::atoi(argv[1]) : 100000;
    kvcache::LruCache cache(1024);
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> dist(0, 4096);

    int hits = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i) {
        const std::string key = "user:" + std::to_string(dist(rng));
        if (cache.get(key)) {
            ++hits;
        } else {
            cache.put(key, "token-" + key);
        }
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    std::printf("ops=%d hits=%d evictions=%zu time=%lldms\n", n, hits, cache.evictions(),
                static_cast<long long>(ms));
    return 0;
}
