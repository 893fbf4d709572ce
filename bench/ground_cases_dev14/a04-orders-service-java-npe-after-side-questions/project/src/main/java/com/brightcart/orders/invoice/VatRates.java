package com.brightcart.orders.invoice;

import java.math.BigDecimal;
import java.util.Map;
import org.springframework.stereotype.Component;

/** Standard VAT rates for the countries we sell to (B2C, OSS). */
@Component
public class VatRates {

    private static final BigDecimal DEFAULT = new BigDecimal("0.19");

    private static final Map<String, BigDecimal> RATES = Map.of(
            "DE", new BigDecimal("0.19"),
            "AT", new BigDecimal("0.20"),
            "FR", new BigDecimal("0.20"),
            "NL", new BigDecimal("0.21"),
            "IT", new BigDecimal("0.22"),
            "ES", new BigDecimal("0.21"),
            "PL", new BigDecimal("0.23"),
            "CH", BigDecimal.ZERO,
            "GB", BigDecimal.ZERO);

    public BigDecimal rateFor(String countryCode) {
        if (countryCode == null) {
            return DEFAULT;
        }
        return RATES.getOrDefault(countryCode.toUpperCase(), DEFAULT);
    }

    public boolean isKnown(String countryCode) {
        return countryCode != null && RATES.containsKey(countryCode.toUpperCase());
    }
}
