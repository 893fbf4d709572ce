package com.acme.coupon;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "coupon")
public class Coupon {

    public enum Status { ACTIVE, USED, EXPIRED }

    @Id
    private Long id;

    @Column(name = "user_id", nullable = false)
    private Long userId;

    @Column(name = "amount_cents", nullable = false)
    private int amountCents;

    @Column(name = "min_order_cents", nullable = false)
    private int minOrderCents;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private Status status = Status.ACTIVE;

    @Column(name = "used_by_order", length = 40)
    private String usedByOrder;

    @Column(name = "expires_at", nullable = false)
    private Instant expiresAt;

    protected Coupon() {
    }

    public Coupon(Long id, Long userId, int amountCents, int minOrderCents, Instant expiresAt) {
        this.id = id;
        this.userId = userId;
        this.amountCents = amountCents;
        this.minOrderCents = minOrderCents;
        this.expiresAt = expiresAt;
    }

    public boolean isExpired(Instant now) {
        return !now.isBefore(expiresAt);
    }

    public Long getId() { return id; }
    public Long getUserId() { return userId; }
    public int getAmountCents() { return amountCents; }
    public int getMinOrderCents() { return minOrderCents; }
    public Status getStatus() { return status; }
    public void setStatus(Status status) { this.status = status; }
    public String getUsedByOrder() { return usedByOrder; }
    public void setUsedByOrder(String usedByOrder) { this.usedByOrder = usedByOrder; }
    public Instant getExpiresAt() { return expiresAt; }
}
