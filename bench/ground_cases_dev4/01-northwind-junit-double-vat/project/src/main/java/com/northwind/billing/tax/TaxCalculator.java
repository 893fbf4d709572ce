package com.northwind.billing.tax;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class TaxCalculator {
    private TaxCalculator() {
    }

    public static BigDecimal withVat(BigDecimal net, BigDecimal rate) {
        return net.multiply(BigDecimal.ONE.add(rate)).setScale(2, RoundingMode.HALF_UP);
    }

    public static BigDecimal vatOf(BigDecimal net, BigDecimal rate) {
        return withVat(net, rate).subtract(net);
    }
}
