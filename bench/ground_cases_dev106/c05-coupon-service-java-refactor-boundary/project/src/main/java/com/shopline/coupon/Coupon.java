package com.shopline.coupon;

import java.math.BigDecimal;
import java.time.Instant;

public record Coupon(
        String code,
        Type type,
        BigDecimal value,
        BigDecimal minSpend,
        BigDecimal maxDiscount,
        Instant expiresAt) {

    public enum Type { FIXED, PERCENT }

    public static Coupon fixed(String code, String value, String minSpend) {
        return new Coupon(code, Type.FIXED, new BigDecimal(value), new BigDecimal(minSpend), null, null);
    }

    public static Coupon percent(String code, String pct, String minSpend, String cap) {
        return new Coupon(code, Type.PERCENT, new BigDecimal(pct), new BigDecimal(minSpend),
                cap == null ? null : new BigDecimal(cap), null);
    }

    public Coupon withExpiry(Instant at) {
        return new Coupon(code, type, value, minSpend, maxDiscount, at);
    }

    public boolean hasCap() {
        return maxDiscount != null;
    }
}
