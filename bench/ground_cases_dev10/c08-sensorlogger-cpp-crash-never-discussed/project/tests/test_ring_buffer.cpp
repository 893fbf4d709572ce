#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ring_buffer.hpp"

TEST(RingBuffer, StartsEmpty) {
    RingBuffer<int, 4> rb;
    EXPECT_TRUE(rb.empty());
    EXPECT_EQ(rb.size(), 0u);
    EXPECT_EQ(rb.capacity(), 4u);
}

TEST(RingBuffer, PushUntilFull) {
    RingBuffer<int, 3> rb;
    rb.push(1);
    rb.push(2);
    EXPECT_FALSE(rb.full());
    rb.push(3);
    EXPECT_TRUE(rb.full());
    EXPECT_EQ(rb.size(), 3u);
}

TEST(RingBuffer, OverwritesOldestWhenFull) {
    RingBuffer<int, 3> rb;
    for (int i = 1; i <= 5; ++i) {
        rb.push(i);
    }
    EXPECT_EQ(rb.size(), 3u);
    EXPECT_EQ(rb.pop(), 3);
    EXPECT_EQ(rb.pop(), 4);
    EXPECT_EQ(rb.pop(), 5);
}

TEST(RingBuffer, NewestIsLastPushed) {
    RingBuffer<std::string, 2> rb;
    rb.push("a");
    rb.push("b");
    rb.push("c");
    EXPECT_EQ(rb.newest(), "c");
}

TEST(RingBuffer, ClearResetsAndStaysUsable) {
    RingBuffer<int, 3> rb;
    for (int i = 0; i < 5; ++i) {
        rb.push(i);
    }
    rb.clear();
    EXPECT_TRUE(rb.empty());
    EXPECT_EQ(rb.size(), 0u);
    EXPECT_EQ(rb.pop(), std::nullopt);

    rb.push(42);
    EXPECT_EQ(rb.size(), 1u);
    EXPECT_EQ(rb[0], 42);
    EXPECT_EQ(rb.newest(), 42);
}

TEST(RingBuffer, IndexIsOldestFirstAfterWrap) {
    RingBuffer<int, 4> rb;
    for (int i = 1; i <= 10; ++i) {
        rb.push(i);
    }
    ASSERT_EQ(rb.size(), 4u);
    EXPECT_EQ(rb[0], 7);
    EXPECT_EQ(rb[1], 8);
    EXPECT_EQ(rb[2], 9);
    EXPECT_EQ(rb[3], 10);
}

TEST(RingBuffer, PopUntilEmptyReturnsNullopt) {
    RingBuffer<int, 2> rb;
    rb.push(1);
    rb.push(2);
    EXPECT_EQ(rb.pop(), 1);
    EXPECT_EQ(rb.pop(), 2);
    EXPECT_EQ(rb.pop(), std::nullopt);
    EXPECT_EQ(rb.pop(), std::nullopt);
    EXPECT_TRUE(rb.empty());
}

TEST(RingBuffer, ForEachVisitsOldestToNewest) {
    RingBuffer<int, 3> rb;
    for (int i = 1; i <= 4; ++i) {
        rb.push(i);
    }
    std::vector<int> seen;
    rb.for_each([&seen](int v) { seen.push_back(v); });
    EXPECT_EQ(seen, (std::vector<int>{2, 3, 4}));
}
