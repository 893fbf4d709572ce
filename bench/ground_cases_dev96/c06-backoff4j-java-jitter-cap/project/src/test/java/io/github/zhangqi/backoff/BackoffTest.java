package io.github.zhangqi.backoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BackoffTest {
    private static Backoff backoff(long initial, double multiplier, long max) {
        return new Backoff(Duration.ofMillis(initial), multiplier, Duration.ofMillis(max), Duration.ZERO);
    }

    @Test
    void growsExponentially() {
        Backoff b = backoff(100, 2.0, 10_000);
        assertEquals(Duration.ofMillis(100), b.delayFor(1));
        assertEquals(Duration.ofMillis(200), b.delayFor(2));
        assertEquals(Duration.ofMillis(800), b.delayFor(4));
    }

    @Test
    void isCappedAtMaxDelay() {
        assertEquals(Duration.ofMillis(1_000), backoff(100, 3.0, 1_000).delayFor(10));
    }

    @Test
    void addsJitter() {
        Backoff b = new Backoff(Duration.ofMillis(100), 2.0, Duration.ofSeconds(5), Duration.ofMillis(50), bound -> bound);
        assertEquals(Duration.ofMillis(150), b.delayFor(1));
    }

    @Test
    void retryCountsFromOne() {
        assertThrows(IllegalArgumentException.class, () -> backoff(100, 2.0, 1_000).delayFor(0));
    }
}
