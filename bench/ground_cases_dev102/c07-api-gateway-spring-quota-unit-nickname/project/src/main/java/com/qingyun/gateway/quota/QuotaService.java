package com.qingyun.gateway.quota;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;

@Service
public class QuotaService {

    private final QuotaProperties props;
    private final Clock clock;
    private final ConcurrentHashMap<String, Window> windows = new ConcurrentHashMap<>();

    public QuotaService(QuotaProperties props, Clock clock) {
        this.props = props;
        this.clock = clock;
    }

    /** Counts one call for the key; false when the key is over its quota. */
    public boolean tryAcquire(String apiKey, Plan plan) {
        Instant now = clock.instant();
        Window w = windows.compute(apiKey, (k, old) ->
                old == null || now.isAfter(old.resetAt()) ? new Window(0, now.plus(windowLength())) : old);
        if (w.used() >= plan.limitPerWindow()) {
            return false;
        }
        windows.put(apiKey, new Window(w.used() + 1, w.resetAt()));
        return true;
    }

    public Duration windowLength() {
        return Duration.ofSeconds(props.getWindowMinutes());
    }

    public Window current(String apiKey) {
        return windows.getOrDefault(apiKey, new Window(0, clock.instant().plus(windowLength())));
    }

    public record Window(int used, Instant resetAt) {}
}
