package com.acme.gateway;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class RateLimiterTest {

    private static final Instant T0 = Instant.parse("2025-01-01T00:00:00Z");

    @Test
    void allowsExactlyLimit() {
        RateLimiter rl = new RateLimiter(Clock.fixed(T0, ZoneOffset.UTC), 60_000);
        for (int i = 0; i < 3; i++) {
            assertTrue(rl.tryAcquire("ip", 3), "call " + (i + 1));
        }
        assertFalse(rl.tryAcquire("ip", 3));
    }

    @Test
    void resetsAfterWindow() {
        RateLimiter first = new RateLimiter(Clock.fixed(T0, ZoneOffset.UTC), 60_000);
        assertTrue(first.tryAcquire("ip", 1));
        assertFalse(first.tryAcquire("ip", 1));
        Clock later = Clock.offset(Clock.fixed(T0, ZoneOffset.UTC), Duration.ofSeconds(61));
        RateLimiter second = new RateLimiter(later, 60_000);
        assertTrue(second.tryAcquire("ip", 1));
    }

    @Test
    void keysAreIndependent() {
        RateLimiter rl = new RateLimiter(Clock.fixed(T0, ZoneOffset.UTC), 60_000);
        assertTrue(rl.tryAcquire("a", 1));
        assertTrue(rl.tryAcquire("b", 1));
        assertFalse(rl.tryAcquire("a", 1));
    }
}
