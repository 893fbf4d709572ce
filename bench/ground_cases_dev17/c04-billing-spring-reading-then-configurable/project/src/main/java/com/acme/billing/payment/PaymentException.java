package com.acme.billing.payment;

/**
 * A failed gateway call. Transient failures (timeouts, 502/503/504) may be retried;
 * everything else (declines, 4xx validation errors) must not be.
 */
public class PaymentException extends RuntimeException {

    private final int status;
    private final boolean transientFailure;

    public PaymentException(String message, int status, boolean transientFailure, Throwable cause) {
        super(message, cause);
        this.status = status;
        this.transientFailure = transientFailure;
    }

    public static PaymentException timeout(Throwable cause) {
        return new PaymentException("gateway timeout", 0, true, cause);
    }

    public static PaymentException fromStatus(int status, String body) {
        boolean retry = status == 502 || status == 503 || status == 504;
        return new PaymentException("gateway returned " + status + ": " + body, status, retry, null);
    }

    public int status() {
        return status;
    }

    public boolean isTransient() {
        return transientFailure;
    }
}
