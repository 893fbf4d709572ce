package com.shopline.coupon;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;

@Service
public class CouponService {

    private final Map<String, Coupon> coupons = new ConcurrentHashMap<>();
    private final Clock clock;

    public CouponService(Clock clock) {
        this.clock = clock;
    }

    public CouponService() {
        this(Clock.systemUTC());
    }

    public void register(Coupon coupon) {
        coupons.put(coupon.code().toUpperCase(), coupon);
    }

    public Optional<Coupon> find(String code) {
        return Optional.ofNullable(coupons.get(code.toUpperCase()));
    }

    /** Discount for the given subtotal, never more than the subtotal itself. */
    public BigDecimal apply(String code, BigDecimal subtotal) {
        Coupon c = coupons.get(code.toUpperCase());
        if (c == null || !isEligible(c, subtotal)) {
            return BigDecimal.ZERO;
        }
        return rawDiscount(c, subtotal).min(subtotal).setScale(2, RoundingMode.HALF_UP);
    }

    boolean isEligible(Coupon c, BigDecimal subtotal) {
        if (c.expiresAt() != null && !clock.instant().isBefore(c.expiresAt())) {
            return false;
        }
        return subtotal.compareTo(c.minSpend()) > 0;
    }

    private BigDecimal rawDiscount(Coupon c, BigDecimal subtotal) {
        if (c.type() == Coupon.Type.FIXED) {
            return c.value();
        }
        BigDecimal pct = subtotal.multiply(c.value()).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
        return c.hasCap() ? pct.min(c.maxDiscount()) : pct;
    }
}
