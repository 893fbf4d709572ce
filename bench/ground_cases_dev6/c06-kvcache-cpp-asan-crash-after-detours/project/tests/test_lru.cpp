#include <gtest/gtest.h>

#include <string>

#include "kvcache/lru_cache.h"

using kvcache::LruCache;

TEST(LruCache, GetMissing) {
    LruCache c(2);
    EXPECT_FALSE(c.get("a").has_value());
}

TEST(LruCache, OverwriteKeepsSize) {
    LruCache c(2);
    c.put("a", "1");
    c.put("a", "2");
    EXPECT_EQ(c.size(), 1u);
    EXPECT_EQ(*c.get("a"), "2");
}

TEST(LruCache, EvictsLeastRecentlyUsed) {
    LruCache c(2);
    c.put("a", "1");
    c.put("b", "2");
    c.get("a");
    c.put("c", "3");
    EXPECT_FALSE(c.get("b").has_value());
    EXPECT_TRUE(c.get("a").has_value());
    EXPECT_EQ(c.evictions(), 1u);
}

TEST(LruCache, ManyEvictions) {
    LruCache c(64);
    for (int i = 0; i < 10000; ++i) {
        c.put("session:" + std::to_string(i) + ":a-fairly-long-key-to-defeat-sso", std::to_string(i));
    }
    EXPECT_EQ(c.size(), 64u);
}
