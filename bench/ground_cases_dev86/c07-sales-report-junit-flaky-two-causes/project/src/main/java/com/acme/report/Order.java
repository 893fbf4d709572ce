package com.acme.report;

import java.math.BigDecimal;
import java.time.Instant;

public record Order(long id, String storeCode, BigDecimal amount, Instant createdAt) {

    public Order {
        if (amount.signum() < 0) {
            throw new IllegalArgumentException("negative amount for order " + id);
        }
    }

    public boolean isRefundable(Instant now) {
        return createdAt.plusSeconds(14 * 24 * 3600).isAfter(now);
    }

    public Order withAmount(BigDecimal newAmount) {
        return new Order(id, storeCode, newAmount, createdAt);
    }

    public String label() {
        return storeCode + "-" + id;
    }
}
