package io.github.zhangqi.backoff;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/** How often and how long to retry. Immutable; build one with {@link #builder()}. */
public final class RetryPolicy {
    private final int maxAttempts;
    private final Backoff backoff;
    private final List<Class<? extends Throwable>> retryOn;
    private final List<Predicate<? super Throwable>> retryIf;

    private RetryPolicy(Builder b) {
        this.maxAttempts = b.maxAttempts;
        this.backoff = new Backoff(b.initialDelay, b.multiplier, b.maxDelay, b.jitter);
        this.retryOn = List.copyOf(b.retryOn);
        this.retryIf = List.copyOf(b.retryIf);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Total number of calls, the first one included. */
    public int maxAttempts() {
        return maxAttempts;
    }

    public Backoff backoff() {
        return backoff;
    }

    /**
     * Whether a failure with {@code error} may be retried: it matches one of the retryOn types
     * or one of the retryIf conditions. With neither configured, every exception is retried.
     */
    public boolean shouldRetry(Throwable error) {
        if (retryOn.isEmpty() && retryIf.isEmpty()) {
            return error instanceof Exception;
        }
        return retryOn.stream().anyMatch(type -> type.isInstance(error))
                || retryIf.stream().anyMatch(condition -> condition.test(error));
    }

    public static final class Builder {
        private int maxAttempts = 3;
        private Duration initialDelay = Duration.ofMillis(100);
        private double multiplier = 2.0;
        private Duration maxDelay = Duration.ofSeconds(30);
        private Duration jitter = Duration.ZERO;
        private final List<Class<? extends Throwable>> retryOn = new ArrayList<>();
        private final List<Predicate<? super Throwable>> retryIf = new ArrayList<>();

        private Builder() {
        }

        public Builder maxAttempts(int maxAttempts) {
            if (maxAttempts < 1) {
                throw new IllegalArgumentException("maxAttempts must be at least 1");
            }
            this.maxAttempts = maxAttempts;
            return this;
        }

        public Builder initialDelay(Duration initialDelay) {
            this.initialDelay = Objects.requireNonNull(initialDelay);
            return this;
        }

        public Builder multiplier(double multiplier) {
            if (multiplier < 1.0) {
                throw new IllegalArgumentException("multiplier must be >= 1.0");
            }
            this.multiplier = multiplier;
            return this;
        }

        /** The longest the retrier ever waits between two attempts. */
        public Builder maxDelay(Duration maxDelay) {
            this.maxDelay = Objects.requireNonNull(maxDelay);
            return this;
        }

        /** Up to this much random time is added to each delay. */
        public Builder jitter(Duration jitter) {
            this.jitter = Objects.requireNonNull(jitter);
            return this;
        }

        @SafeVarargs
        public final Builder retryOn(Class<? extends Throwable>... types) {
            retryOn.addAll(List.of(types));
            return this;
        }

        /** Retry when {@code condition} holds for the failure; may be called more than once. */
        public Builder retryIf(Predicate<? super Throwable> condition) {
            retryIf.add(Objects.requireNonNull(condition, "condition"));
            return this;
        }

        public RetryPolicy build() {
            if (initialDelay.compareTo(maxDelay) > 0) {
                throw new IllegalStateException("initialDelay is longer than maxDelay");
            }
            return new RetryPolicy(this);
        }
    }
}
