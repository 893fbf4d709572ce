package com.northwind.billing.tax;

import java.math.BigDecimal;

public final class VatRates {
    public static final BigDecimal STANDARD = new BigDecimal("0.19");
    public static final BigDecimal REDUCED = new BigDecimal("0.07");

    private VatRates() {
    }
}
