package com.acme.billing;

import java.time.LocalDate;

public record Coupon(String code, int discountPercent, LocalDate validUntil, long minAmountCents) {

    public boolean isExpired(LocalDate today) {
        return validUntil != null && today.isAfter(validUntil);
    }

    public boolean appliesTo(long amountCents) {
        return amountCents >= minAmountCents;
    }

    public int getDiscountPercent() {
        return discountPercent;
    }
}
