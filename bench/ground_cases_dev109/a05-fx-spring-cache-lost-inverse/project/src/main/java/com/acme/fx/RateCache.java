package com.acme.fx;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.stereotype.Component;

/** Keeps rates for a fixed time so a burst of conversions costs one provider call. */
@Component
public class RateCache {

    private record Entry(BigDecimal rate, Instant storedAt) {}

    private final Map<String, Entry> entries = new ConcurrentHashMap<>();
    private final Duration ttl;
    private final Clock clock;

    public RateCache() {
        this(Duration.ofMinutes(10), Clock.systemUTC());
    }

    RateCache(Duration ttl, Clock clock) {
        this.ttl = ttl;
        this.clock = clock;
    }

    public BigDecimal get(String from, String to) {
        Entry e = entries.get(from + "/" + to);
        if (e == null || e.storedAt().plus(ttl).isBefore(clock.instant())) {
            return null;
        }
        return e.rate();
    }

    public void put(String from, String to, BigDecimal rate) {
        entries.put(from + "/" + to, new Entry(rate, clock.instant()));
    }
}
