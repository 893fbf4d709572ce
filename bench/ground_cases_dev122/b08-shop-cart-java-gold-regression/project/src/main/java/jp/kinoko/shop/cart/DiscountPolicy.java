package jp.kinoko.shop.cart;

import java.math.BigDecimal;
import java.math.RoundingMode;

public class DiscountPolicy {

    public enum Rank { REGULAR, SILVER, GOLD }

    private static final BigDecimal SILVER_RATE = new BigDecimal("0.05");
    private static final BigDecimal GOLD_RATE = new BigDecimal("0.10");
    private static final BigDecimal BULK_THRESHOLD = new BigDecimal("10000");
    private static final BigDecimal BULK_RATE = new BigDecimal("0.03");

    /** The price after the member discount and, above the threshold, the bulk discount. */
    public BigDecimal apply(Rank rank, BigDecimal subtotal) {
        BigDecimal rate = switch (rank) {
            case GOLD -> GOLD_RATE;
            case SILVER -> SILVER_RATE;
            case REGULAR -> BigDecimal.ZERO;
        };
        if (subtotal.compareTo(BULK_THRESHOLD) >= 0) {
            rate = rate.add(BULK_RATE);
        }
        return subtotal.multiply(rate).setScale(0, RoundingMode.HALF_UP);
    }
}
