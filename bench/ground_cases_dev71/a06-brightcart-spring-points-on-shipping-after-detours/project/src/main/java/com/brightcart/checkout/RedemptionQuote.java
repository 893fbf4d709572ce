package com.brightcart.checkout;

import com.brightcart.points.PointsService;
import java.math.BigDecimal;
import java.math.RoundingMode;
import org.springframework.stereotype.Component;

/** How many points a customer may use on a cart: 100 points = 1 euro, at most the goods value. */
@Component
public class RedemptionQuote {

    static final int POINTS_PER_EURO = 100;

    private final PointsService points;

    public RedemptionQuote(PointsService points) {
        this.points = points;
    }

    public int maxRedeemable(long customerId, BigDecimal netMerchandise) {
        int byValue = netMerchandise.multiply(BigDecimal.valueOf(POINTS_PER_EURO))
                .setScale(0, RoundingMode.DOWN).intValueExact();
        return Math.min(points.balance(customerId), byValue);
    }

    public BigDecimal valueOf(int pointsUsed) {
        return BigDecimal.valueOf(pointsUsed).divide(BigDecimal.valueOf(POINTS_PER_EURO), 2, RoundingMode.DOWN);
    }
}
