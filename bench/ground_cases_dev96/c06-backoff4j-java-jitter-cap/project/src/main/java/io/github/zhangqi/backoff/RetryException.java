package io.github.zhangqi.backoff;

/**
 * Thrown by {@link Retrier#execute} when it stops retrying: the attempts ran out, or a
 * failure was not retryable. {@link #getCause()} is the last failure.
 */
public class RetryException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int attempts;

    public RetryException(String message, Throwable cause, int attempts) {
        super(message, cause);
        this.attempts = attempts;
    }

    /** How many times the task was called. */
    public int attempts() {
        return attempts;
    }

    /** True when the retrier stopped because the last failure was not retryable. */
    public boolean notRetryable() {
        return getMessage() != null && getMessage().startsWith("not retryable");
    }

    @Override
    public String toString() {
        return "RetryException{attempts=" + attempts + ", cause=" + getCause() + "}";
    }
}
