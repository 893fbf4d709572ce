package com.example.gateway.ratelimit;

/**
 * A token bucket: holds at most {@code capacity} tokens and regains
 * {@code ratePerSecond} tokens per second.
 */
public class TokenBucket {
    private final long capacity;
    private final long ratePerSecond;
    private long tokens;
    private long lastRefillMillis;

    public TokenBucket(long capacity, long ratePerSecond, long nowMillis) {
        this.capacity = capacity;
        this.ratePerSecond = ratePerSecond;
        this.tokens = capacity;
        this.lastRefillMillis = nowMillis;
    }

    public synchronized boolean tryConsume(long nowMillis) {
        long elapsed = nowMillis - lastRefillMillis;
        long refill = elapsed / 1000 * ratePerSecond;
        tokens = Math.min(capacity, tokens + refill);
        lastRefillMillis = nowMillis;
        if (tokens <= 0) {
            return false;
        }
        tokens--;
        return true;
    }

    public synchronized long available() {
        return tokens;
    }
}
