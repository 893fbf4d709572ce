package com.acme.reporting.order;

/**
 * Lifecycle of an order. Only money that actually came in counts for revenue
 * reports: PENDING_PAYMENT orders may still be abandoned, CANCELLED ones never paid.
 */
public enum OrderStatus {
    PENDING_PAYMENT,
    PAID,
    SHIPPED,
    COMPLETED,
    CANCELLED,
    REFUNDED;

    public boolean isTerminal() {
        return this == COMPLETED || this == CANCELLED || this == REFUNDED;
    }
}
