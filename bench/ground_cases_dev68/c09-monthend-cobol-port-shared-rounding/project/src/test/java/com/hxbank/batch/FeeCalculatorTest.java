package com.hxbank.batch;

import static org.junit.Assert.assertEquals;

import java.math.BigDecimal;

import org.junit.Test;

public class FeeCalculatorTest {

    private final FeeCalculator calc = new FeeCalculator();

    @Test
    public void minimumFee() {
        assertEquals(new BigDecimal("2.00"), calc.monthlyFee(new BigDecimal("100.00")));
    }

    @Test
    public void normalFee() {
        // 20000.00 * 0.00035 = 7.00
        assertEquals(new BigDecimal("7.00"), calc.monthlyFee(new BigDecimal("20000.00")));
    }

    @Test
    public void bankersRoundingLikeFeecalc() {
        // 10300.00 * 0.00035 = 3.605 -> NEAREST-EVEN 3.60
        assertEquals(new BigDecimal("3.60"), calc.monthlyFee(new BigDecimal("10300.00")));
    }
}
