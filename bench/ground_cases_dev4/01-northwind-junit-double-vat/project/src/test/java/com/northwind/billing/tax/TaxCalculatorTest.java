package com.northwind.billing.tax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class TaxCalculatorTest {
    @Test
    void addsStandardRate() {
        assertEquals(new BigDecimal("119.00"), TaxCalculator.withVat(new BigDecimal("100"), VatRates.STANDARD));
    }
}
