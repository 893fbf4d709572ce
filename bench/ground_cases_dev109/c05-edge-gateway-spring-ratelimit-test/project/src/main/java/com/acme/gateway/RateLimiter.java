package com.acme.gateway;

import java.time.Clock;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Fixed-window limiter: at most {@code limit} calls per key in each window. */
public class RateLimiter {

    private static final class Window {
        final long start;
        final AtomicInteger count = new AtomicInteger();

        Window(long start) {
            this.start = start;
        }
    }

    private final ConcurrentMap<String, Window> windows = new ConcurrentHashMap<>();
    private final Clock clock;
    private final long windowMillis;

    public RateLimiter(Clock clock, long windowMillis) {
        this.clock = clock;
        this.windowMillis = windowMillis;
    }

    public boolean tryAcquire(String key, int limit) {
        long now = clock.millis();
        Window w = windows.compute(key, (k, old) ->
                old == null || now - old.start >= windowMillis ? new Window(now) : old);
        return w.count.incrementAndGet() < limit;
    }

    public long retryAfterSeconds(String key) {
        Window w = windows.get(key);
        if (w == null) {
            return 0;
        }
        long left = w.start + windowMillis - clock.millis();
        return Math.max(1, (left + 999) / 1000);
    }
}
