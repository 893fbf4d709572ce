package com.hxbank.batch;

import static org.junit.Assert.assertEquals;

import java.math.BigDecimal;

import org.junit.Test;

public class InterestCalculatorTest {

    private final InterestCalculator calc = new InterestCalculator();

    @Test
    public void zeroBalanceNoInterest() {
        assertEquals(new BigDecimal("0.00"), calc.monthlyInterest(BigDecimal.ZERO, new BigDecimal("0.0035"), 30));
    }

    @Test
    public void normalMonth() {
        // 100000.00 * 0.0035 * 30 / 360 = 29.1666.. -> 29.17
        assertEquals(new BigDecimal("29.17"), calc.monthlyInterest(new BigDecimal("100000.00"), new BigDecimal("0.0035"), 30));
    }

    @Test
    public void halfCentRoundsUpLikeCobolRounded() {
        // 6000.00 * 0.0015 * 1 / 360 = 0.025 -> 主机 ROUNDED 是 0.03（HALF_EVEN 会得到 0.02）
        assertEquals(new BigDecimal("0.03"), calc.monthlyInterest(new BigDecimal("6000.00"), new BigDecimal("0.0015"), 1));
    }

}
