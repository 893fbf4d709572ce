package com.acme.coupon;

import java.math.BigDecimal;
import java.time.Instant;

public class Coupon {

    private final String code;
    private final BigDecimal discount;   // fixed amount off, in yuan
    private final BigDecimal minSpend;   // null = no threshold
    private final Instant expiresAt;     // null = never expires
    private final boolean active;

    public Coupon(String code, BigDecimal discount, BigDecimal minSpend, Instant expiresAt, boolean active) {
        this.code = code;
        this.discount = discount;
        this.minSpend = minSpend;
        this.expiresAt = expiresAt;
        this.active = active;
    }

    public String getCode() { return code; }

    public BigDecimal getDiscount() { return discount; }

    public BigDecimal getMinSpend() { return minSpend; }

    public Instant getExpiresAt() { return expiresAt; }

    public boolean isActive() { return active; }
}
