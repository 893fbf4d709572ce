package com.harbor.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;

import org.springframework.stereotype.Component;

@Component
public class TaxCalculator {

    private static final Map<String, BigDecimal> VAT_RATES = Map.of(
            "DE", new BigDecimal("0.19"),
            "AT", new BigDecimal("0.20"),
            "FR", new BigDecimal("0.20"),
            "NL", new BigDecimal("0.21"));

    public BigDecimal rateFor(String country) {
        BigDecimal rate = VAT_RATES.get(country);
        if (rate == null) {
            throw new IllegalArgumentException("no VAT rate for " + country);
        }
        return rate;
    }

    /** VAT on a net amount, rounded half-up to cents once per invoice (not per line). */
    public BigDecimal vat(BigDecimal net, String country) {
        return net.multiply(rateFor(country)).setScale(2, RoundingMode.HALF_UP);
    }
}
