package com.parcelpoint.shipping;

import java.math.BigDecimal;

/** Delivery zones with their base price and price per chargeable kilogram (EUR). */
public enum Zone {
    DOMESTIC("4.90", "0.35"),
    NEIGHBOUR("8.50", "0.60"),
    EU("12.90", "0.95"),
    ISLANDS("15.40", "1.20");

    private final BigDecimal base;
    private final BigDecimal perKg;

    Zone(String base, String perKg) {
        this.base = new BigDecimal(base);
        this.perKg = new BigDecimal(perKg);
    }

    public BigDecimal base() {
        return base;
    }

    public BigDecimal perKg() {
        return perKg;
    }
}
