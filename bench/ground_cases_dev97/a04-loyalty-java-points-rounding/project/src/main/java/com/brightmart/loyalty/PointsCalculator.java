package com.brightmart.loyalty;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.springframework.stereotype.Component;

/**
 * Points for a purchase. Policy (terms section 4.2): one point per whole
 * dollar spent, times the tier multiplier; partial points are never awarded.
 */
@Component
public class PointsCalculator {

    static final int MAX_POINTS_PER_ORDER = 50_000;

    public int pointsFor(BigDecimal amount, Tier tier) {
        if (amount.signum() <= 0) {
            return 0;
        }
        BigDecimal wholeDollars = amount.setScale(0, RoundingMode.DOWN);
        BigDecimal points = wholeDollars.multiply(tier.multiplier());
        return Math.min(points.setScale(0, RoundingMode.HALF_UP).intValue(), MAX_POINTS_PER_ORDER);
    }

    /** Points to take back when an order is refunded, never more than were earned. */
    public int pointsToClawBack(BigDecimal refunded, BigDecimal orderTotal, int earned) {
        if (refunded.compareTo(orderTotal) >= 0) {
            return earned;
        }
        BigDecimal share = refunded.divide(orderTotal, 6, RoundingMode.HALF_UP);
        int back = share.multiply(BigDecimal.valueOf(earned)).setScale(0, RoundingMode.HALF_UP).intValue();
        return Math.min(back, earned);
    }
}
