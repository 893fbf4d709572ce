#include <gtest/gtest.h>

#include <thread>

#include "kvcache/ttl_cache.h"

using namespace std::chrono_literals;
using kvcache::TtlCache;

TEST(TtlCache, ExpiresEntries) {
    TtlCache c(8, 20ms);
    c.put("a", "1");
    std::this_thread::sleep_for(30ms);
    EXPECT_FALSE(c.get("a").has_value());
}

TEST(TtlCache, EvictsOldestWhenFull) {
    TtlCache c(2, 10s);
    c.put("a", "1");
    c.put("b", "2");
    c.put("c", "3");
    EXPECT_FALSE(c.get("a").has_value());
    EXPECT_EQ(c.size(), 2u);
}
