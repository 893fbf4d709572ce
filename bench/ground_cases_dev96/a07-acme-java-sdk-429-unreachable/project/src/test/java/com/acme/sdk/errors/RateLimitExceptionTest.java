package com.acme.sdk.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import org.junit.jupiter.api.Test;

class RateLimitExceptionTest {
    private static final ZonedDateTime NOW = ZonedDateTime.of(2025, 10, 29, 15, 0, 0, 0, ZoneOffset.UTC);

    @Test
    void readsDeltaSeconds() {
        assertEquals(Duration.ofSeconds(120), RateLimitException.parseRetryAfter("120", NOW));
    }

    @Test
    void readsHttpDate() {
        assertEquals(Duration.ofSeconds(90),
                RateLimitException.parseRetryAfter("Wed, 29 Oct 2025 15:01:30 GMT", NOW));
    }

    @Test
    void pastDateMeansNow() {
        assertEquals(Duration.ZERO, RateLimitException.parseRetryAfter("Wed, 29 Oct 2025 14:00:00 GMT", NOW));
    }

    @Test
    void garbageIsNull() {
        assertNull(RateLimitException.parseRetryAfter("soon", NOW));
        assertNull(RateLimitException.parseRetryAfter(null, NOW));
    }

    @Test
    void isRetryableAndStillAnApiException() {
        ApiException e = new RateLimitException(429, "slow down", "req_1", Duration.ofSeconds(5));
        assertTrue(e.isRetryable());
        assertEquals(429, e.status());
    }
}
