package com.acme.shop.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;

class PriceCalculatorTest {

    private final PriceCalculator calc = new PriceCalculator();

    @Test
    void lineTotalMultipliesAndRounds() {
        assertEquals(new BigDecimal("59.97"), calc.lineTotal(new BigDecimal("19.99"), 3));
    }

    @Test
    void roundsHalfUpToCents() {
        assertEquals(new BigDecimal("10.05"), calc.roundToCents(10.045));
        assertEquals(new BigDecimal("0.13"), calc.roundToCents(0.125));
    }

    @Test
    void percentOff() {
        assertEquals(new BigDecimal("80.00"), calc.applyPercentOff(new BigDecimal("100.00"), 20));
    }

    @Test
    void percentOffRejectsOutOfRange() {
        assertThrows(IllegalArgumentException.class, () -> calc.applyPercentOff(BigDecimal.TEN, 120));
    }

    @Test
    void sumOfNothingIsZero() {
        assertEquals(new BigDecimal("0.00"), calc.sum(List.of()));
    }
}
