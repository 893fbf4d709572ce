#include <cassert>
#include <cstdio>

#include "cache.h"

int main() {
    kv::Stats stats;
    kv::Cache cache(32, &stats);

    cache.put("a", "1111");
    cache.put("b", "2222");
    assert(cache.size() == 2);
    assert(cache.bytes() == 10);
    assert(cache.get("a").value() == "1111");
    assert(!cache.get("zz"));
    assert(stats.hits == 1 && stats.misses == 1);

    // overwrite keeps one entry and fixes the byte count
    cache.put("a", "11");
    assert(cache.size() == 2);
    assert(cache.bytes() == 8);

    // over budget: "b" is least recently used and goes first
    cache.put("c", std::string(20, 'x'));
    assert(!cache.get("b"));
    assert(cache.get("a"));
    assert(stats.evictions == 1);

    assert(cache.erase("a"));
    assert(!cache.erase("a"));
    std::puts("cache_test: ok");
    return 0;
}
