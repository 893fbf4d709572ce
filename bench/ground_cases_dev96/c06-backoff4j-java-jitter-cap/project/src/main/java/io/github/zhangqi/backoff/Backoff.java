package io.github.zhangqi.backoff;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongUnaryOperator;

/**
 * Exponential backoff with a cap and optional random jitter.
 *
 * <p>The delay before retry {@code n} (counting from 1) grows as
 * {@code initialDelay * multiplier^(n-1)}, is capped at {@code maxDelay}, and gets a random
 * jitter in {@code [0, jitter]} so that many clients do not retry in lockstep.
 */
public final class Backoff {
    private final Duration initialDelay;
    private final double multiplier;
    private final Duration maxDelay;
    private final Duration jitter;
    private final LongUnaryOperator random;

    Backoff(Duration initialDelay, double multiplier, Duration maxDelay, Duration jitter) {
        this(initialDelay, multiplier, maxDelay, jitter, bound -> ThreadLocalRandom.current().nextLong(bound + 1));
    }

    Backoff(Duration initialDelay, double multiplier, Duration maxDelay, Duration jitter, LongUnaryOperator random) {
        this.initialDelay = Objects.requireNonNull(initialDelay, "initialDelay");
        this.multiplier = multiplier;
        this.maxDelay = Objects.requireNonNull(maxDelay, "maxDelay");
        this.jitter = Objects.requireNonNull(jitter, "jitter");
        this.random = Objects.requireNonNull(random, "random");
    }

    /** The delay before retry number {@code retry}, counting from 1. */
    public Duration delayFor(int retry) {
        if (retry < 1) {
            throw new IllegalArgumentException("retry counts from 1, got " + retry);
        }
        double raw = initialDelay.toMillis() * Math.pow(multiplier, retry - 1);
        long capped = (long) Math.min(raw, (double) maxDelay.toMillis());
        long extra = jitter.isZero() ? 0 : random.applyAsLong(jitter.toMillis());
        return Duration.ofMillis(capped + extra);
    }

    public Duration initialDelay() {
        return initialDelay;
    }

    public double multiplier() {
        return multiplier;
    }

    public Duration maxDelay() {
        return maxDelay;
    }

    public Duration jitter() {
        return jitter;
    }
}
