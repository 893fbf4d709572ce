package com.acme.billing.payment;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Primary;
import org.springframework.stereotype.Component;

/**
 * Wraps the HTTP client with retries for transient gateway failures
 * (timeouts, 502/503/504). Declines and validation errors are never retried.
 */
@Primary
@Component
public class RetryingPaymentClient implements PaymentClient {

    private static final Logger log = LoggerFactory.getLogger(RetryingPaymentClient.class);
    private static final int MAX_ATTEMPTS = 3;
    private static final Duration BASE_BACKOFF = Duration.ofMillis(200);

    private final HttpPaymentClient delegate;

    public RetryingPaymentClient(HttpPaymentClient delegate) {
        this.delegate = delegate;
    }

    @Override
    public ChargeResult charge(ChargeRequest request) {
        PaymentException last = null;
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            try {
                return delegate.charge(request);
            } catch (PaymentException e) {
                if (!e.isTransient()) {
                    throw e;
                }
                last = e;
                log.warn("charge {} attempt {}/{} failed: {}", request.idempotencyKey(), attempt, MAX_ATTEMPTS, e.getMessage());
                if (attempt < MAX_ATTEMPTS) {
                    sleep(backoff(attempt));
                }
            }
        }
        throw last;
    }

    @Override
    public RefundResult refund(RefundRequest request) {
        // Refunds are not retried: the gateway has no idempotency key for them.
        return delegate.refund(request);
    }

    static Duration backoff(int attempt) {
        long base = BASE_BACKOFF.toMillis() << (attempt - 1);
        long jitter = ThreadLocalRandom.current().nextLong(base / 2 + 1);
        return Duration.ofMillis(base + jitter);
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PaymentException("interrupted while backing off", 0, false, e);
        }
    }
}
