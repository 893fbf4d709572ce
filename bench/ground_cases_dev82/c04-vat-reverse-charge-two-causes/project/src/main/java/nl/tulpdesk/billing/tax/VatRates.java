package nl.tulpdesk.billing.tax;

import java.math.BigDecimal;
import java.util.Map;

import org.springframework.stereotype.Component;

@Component
public class VatRates {

    private static final Map<String, BigDecimal> STANDARD = Map.ofEntries(
            Map.entry("AT", new BigDecimal("0.20")),
            Map.entry("BE", new BigDecimal("0.21")),
            Map.entry("DE", new BigDecimal("0.19")),
            Map.entry("DK", new BigDecimal("0.25")),
            Map.entry("ES", new BigDecimal("0.21")),
            Map.entry("FR", new BigDecimal("0.20")),
            Map.entry("IE", new BigDecimal("0.23")),
            Map.entry("IT", new BigDecimal("0.22")),
            Map.entry("LU", new BigDecimal("0.17")),
            Map.entry("NL", new BigDecimal("0.21")),
            Map.entry("PL", new BigDecimal("0.23")),
            Map.entry("SE", new BigDecimal("0.25")));

    public BigDecimal standardRate(String country) {
        BigDecimal rate = STANDARD.get(country.toUpperCase());
        if (rate == null) {
            throw new IllegalArgumentException("no VAT rate configured for " + country);
        }
        return rate;
    }
}
