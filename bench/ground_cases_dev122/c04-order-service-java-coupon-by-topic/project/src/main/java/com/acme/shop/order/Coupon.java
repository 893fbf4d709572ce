package com.acme.shop.order;

import java.math.BigDecimal;

/** A coupon is either a fixed amount off or a percentage off, above a minimum spend. */
public record Coupon(String code, Kind kind, BigDecimal value, BigDecimal minSpend) {

    public enum Kind { FIXED, PERCENT }

    public boolean appliesTo(BigDecimal subtotal) {
        return subtotal.compareTo(minSpend) >= 0;
    }
}
