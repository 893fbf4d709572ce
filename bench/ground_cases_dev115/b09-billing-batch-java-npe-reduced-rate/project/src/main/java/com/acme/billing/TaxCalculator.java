package com.acme.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

import org.springframework.stereotype.Component;

@Component
public class TaxCalculator {

    static final BigDecimal STANDARD_RATE = new BigDecimal("0.10");
    static final BigDecimal REDUCED_RATE = new BigDecimal("0.08");

    public BigDecimal rateFor(LineItem item) {
        if (item.category().equals("FOOD")) {
            return REDUCED_RATE;
        }
        return STANDARD_RATE;
    }

    public BigDecimal taxFor(List<LineItem> items) {
        BigDecimal tax = BigDecimal.ZERO;
        for (LineItem item : items) {
            tax = tax.add(item.subtotal().multiply(rateFor(item)));
        }
        return tax.setScale(0, RoundingMode.FLOOR);
    }
}
