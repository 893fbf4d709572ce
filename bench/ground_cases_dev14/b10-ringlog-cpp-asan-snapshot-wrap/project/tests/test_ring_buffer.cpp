#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ringlog/ring_buffer.hpp"
#include "ringlog/sink.hpp"

using ringlog::RingBuffer;
using Records = std::vector<std::string>;

TEST(RingBuffer, KeepsRecordsInOrder) {
    RingBuffer rb(64);
    rb.push("alpha");
    rb.push("beta");
    EXPECT_EQ(rb.snapshot(), (Records{"alpha", "beta"}));
}

TEST(RingBuffer, DropsOldestWhenFull) {
    RingBuffer rb(32);
    rb.push("0123456789");
    rb.push("abcdefghij");
    rb.push("KLMNOPQRST");
    EXPECT_EQ(rb.size(), 2u);
    EXPECT_EQ(rb.dropped(), 1u);
    EXPECT_EQ(rb.snapshot(), (Records{"abcdefghij", "KLMNOPQRST"}));
}

TEST(RingBuffer, FlushAfterWrap) {
    RingBuffer rb(40);
    ringlog::VectorSink sink;
    for (int i = 0; i < 5; ++i) {
        rb.push("record-" + std::to_string(i));
    }
    EXPECT_EQ(rb.flush(sink), 3u);
    EXPECT_EQ(sink.records(), (Records{"record-2", "record-3", "record-4"}));
    EXPECT_EQ(rb.size(), 0u);
}

TEST(RingBuffer, RejectsOversizedRecord) {
    RingBuffer rb(16);
    EXPECT_THROW(rb.push(std::string(13, 'x')), std::length_error);
}
