package com.brightcart.points;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.time.Instant;

@Entity
public class PointsEntry {
    public enum Kind { EARNED, REDEEMED, EXPIRED, ADJUSTED }

    @Id
    @GeneratedValue
    private Long id;
    private long customerId;
    private String orderId;
    private Kind kind;
    private int points;
    private int remaining;
    private Instant createdAt;
    private Instant expiresAt;

    protected PointsEntry() {
    }

    public PointsEntry(long customerId, String orderId, Kind kind, int points, Instant createdAt, Instant expiresAt) {
        this.customerId = customerId;
        this.orderId = orderId;
        this.kind = kind;
        this.points = points;
        this.remaining = kind == Kind.EARNED ? points : 0;
        this.createdAt = createdAt;
        this.expiresAt = expiresAt;
    }

    public long getCustomerId() { return customerId; }
    public String getOrderId() { return orderId; }
    public Kind getKind() { return kind; }
    public int getPoints() { return points; }
    public int getRemaining() { return remaining; }
    public void setRemaining(int remaining) { this.remaining = remaining; }
    public Instant getCreatedAt() { return createdAt; }
    public Instant getExpiresAt() { return expiresAt; }
}
