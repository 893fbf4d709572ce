package io.github.zhangqi.backoff;

import java.util.Objects;
import java.util.concurrent.Callable;

/** Runs a task, retrying it according to a {@link RetryPolicy}. Thread-safe. */
public final class Retrier {

    /** Waits between attempts; replaced in tests. */
    @FunctionalInterface
    interface Sleeper {
        void sleep(long millis) throws InterruptedException;
    }

    private final RetryPolicy policy;
    private final Sleeper sleeper;

    public Retrier(RetryPolicy policy) {
        this(policy, Thread::sleep);
    }

    Retrier(RetryPolicy policy, Sleeper sleeper) {
        this.policy = Objects.requireNonNull(policy, "policy");
        this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
    }

    /**
     * Calls {@code task} until it returns, a failure is not retryable, or the attempts run out.
     *
     * @throws RetryException wrapping the last failure
     * @throws InterruptedException if interrupted while waiting; the task is not called again
     */
    public <T> T execute(Callable<T> task) throws InterruptedException {
        Exception last = null;
        int attempt = 0;
        for (; attempt < policy.maxAttempts(); attempt++) {
            if (attempt > 0) {
                sleeper.sleep(policy.backoff().delayFor(attempt).toMillis());
            }
            try {
                return task.call();
            } catch (InterruptedException e) {
                throw e;
            } catch (Exception e) {
                if (!policy.shouldRetry(e)) {
                    throw new RetryException("not retryable: " + e, e, attempt + 1);
                }
                last = e;
            }
        }
        throw new RetryException("gave up after " + attempt + " attempts", last, attempt);
    }

    public RetryPolicy policy() {
        return policy;
    }
}
