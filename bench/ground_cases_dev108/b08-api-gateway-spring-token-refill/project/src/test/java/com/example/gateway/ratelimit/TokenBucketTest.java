package com.example.gateway.ratelimit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TokenBucketTest {

    @Test
    void allowsBurstUpToCapacity() {
        TokenBucket bucket = new TokenBucket(3, 1, 0);
        assertTrue(bucket.tryConsume(0));
        assertTrue(bucket.tryConsume(0));
        assertTrue(bucket.tryConsume(0));
        assertFalse(bucket.tryConsume(0));
    }

    @Test
    void refillsAfterOneSecond() {
        TokenBucket bucket = new TokenBucket(1, 1, 0);
        assertTrue(bucket.tryConsume(0));
        assertFalse(bucket.tryConsume(10));
        assertTrue(bucket.tryConsume(1010));
    }

    @Test
    void neverExceedsCapacity() {
        TokenBucket bucket = new TokenBucket(2, 10, 0);
        bucket.tryConsume(60_000);
        assertEquals(1, bucket.available());
    }
}
