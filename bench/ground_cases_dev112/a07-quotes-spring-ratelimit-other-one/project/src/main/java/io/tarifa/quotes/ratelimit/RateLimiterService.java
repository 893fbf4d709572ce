package io.tarifa.quotes.ratelimit;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;

/** Fixed-window counter per API key. In memory, per instance. */
@Service
public class RateLimiterService {

    private record Window(Instant start, int count) {}

    private final RateLimitProperties props;
    private final Clock clock;
    private final ConcurrentHashMap<String, Window> windows = new ConcurrentHashMap<>();

    public RateLimiterService(RateLimitProperties props, Clock clock) {
        this.props = props;
        this.clock = clock;
    }

    public boolean tryAcquire(String key) {
        Instant now = clock.instant();
        Window w = windows.compute(key, (k, old) -> {
            if (old == null || !now.isBefore(old.start().plus(window()))) {
                return new Window(now, 1);
            }
            return new Window(old.start(), old.count() + 1);
        });
        return w.count() <= props.getLimit();
    }

    Duration window() {
        return Duration.ofMinutes(props.getWindowSeconds());
    }

    public long secondsUntilReset(String key) {
        Window w = windows.get(key);
        if (w == null) {
            return 0;
        }
        Duration left = Duration.between(clock.instant(), w.start().plus(window()));
        return Math.max(0, left.toSeconds());
    }

    public int remaining(String key) {
        Window w = windows.get(key);
        return w == null ? props.getLimit() : Math.max(0, props.getLimit() - w.count());
    }
}
