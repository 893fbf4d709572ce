package com.brightmart.loyalty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class PointsCalculatorTest {

    private final PointsCalculator calc = new PointsCalculator();

    @Test
    void basicEarnsOnePointPerWholeDollar() {
        assertEquals(42, calc.pointsFor(new BigDecimal("42.99"), Tier.BASIC));
    }

    @Test
    void silverDoubles() {
        assertEquals(84, calc.pointsFor(new BigDecimal("42.10"), Tier.SILVER));
    }

    @Test
    void goldTierNeverRoundsUp() {
        // 7 whole dollars * 1.5 = 10.5 -> 10, terms 4.2
        assertEquals(10, calc.pointsFor(new BigDecimal("7.80"), Tier.GOLD));
        assertEquals(15, calc.pointsFor(new BigDecimal("10.00"), Tier.GOLD));
    }

    @Test
    void zeroAndNegativeEarnNothing() {
        assertEquals(0, calc.pointsFor(BigDecimal.ZERO, Tier.SILVER));
        assertEquals(0, calc.pointsFor(new BigDecimal("-5"), Tier.BASIC));
    }

    @Test
    void cappedPerOrder() {
        assertEquals(50_000, calc.pointsFor(new BigDecimal("90000"), Tier.SILVER));
    }

    @Test
    void clawBackIsProportional() {
        assertEquals(25, calc.pointsToClawBack(new BigDecimal("25"), new BigDecimal("100"), 100));
    }
}
