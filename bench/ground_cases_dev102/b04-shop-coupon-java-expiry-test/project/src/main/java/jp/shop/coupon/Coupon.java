package jp.shop.coupon;

import java.time.LocalDate;
import java.util.Objects;

public record Coupon(
        String code,
        int amountYen,
        int minSubtotalYen,
        LocalDate validUntil,
        boolean disabled) {

    public Coupon {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(validUntil, "validUntil");
        if (amountYen <= 0) {
            throw new IllegalArgumentException("amountYen must be positive");
        }
        if (minSubtotalYen < 0) {
            throw new IllegalArgumentException("minSubtotalYen must be >= 0");
        }
    }

    public static Coupon of(String code, int amountYen, LocalDate validUntil) {
        return new Coupon(code, amountYen, 0, validUntil, false);
    }

    public Coupon withMinSubtotal(int yen) {
        return new Coupon(code, amountYen, yen, validUntil, disabled);
    }

    public Coupon disable() {
        return new Coupon(code, amountYen, minSubtotalYen, validUntil, true);
    }
}
