package com.acme.mall.refund;

import java.math.BigDecimal;
import java.time.Instant;

public class Order {
    public enum Status { PAID, SHIPPED, DELIVERED, REFUNDED, CANCELLED }

    private final String id;
    private final BigDecimal amount;
    private Status status;
    /** Set by the logistics callback; stored as UTC. */
    private Instant deliveredAt;

    public Order(String id, BigDecimal amount, Status status, Instant deliveredAt) {
        this.id = id;
        this.amount = amount;
        this.status = status;
        this.deliveredAt = deliveredAt;
    }

    public String getId() { return id; }
    public BigDecimal getAmount() { return amount; }
    public Status getStatus() { return status; }
    public Instant getDeliveredAt() { return deliveredAt; }

    public void markRefunded() {
        if (status == Status.REFUNDED) {
            throw new IllegalStateException("order " + id + " already refunded");
        }
        this.status = Status.REFUNDED;
    }
}
