package com.tallyshop.cart;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

import org.springframework.stereotype.Service;

@Service
public class CouponService {

    private final CouponRepository coupons;
    private final Clock clock;

    public CouponService(CouponRepository coupons, Clock clock) {
        this.coupons = coupons;
        this.clock = clock;
    }

    public Optional<Coupon> find(String code) {
        return coupons.findByCode(code.trim().toUpperCase());
    }

    public CouponResult apply(Cart cart, String code) {
        Optional<Coupon> found = find(code);
        if (found.isEmpty()) {
            return CouponResult.rejected("unknown_code");
        }
        Coupon coupon = found.get();
        Instant now = clock.instant();
        if (coupon.getExpiresAt() != null && now.isAfter(coupon.getExpiresAt())) {
            return CouponResult.rejected("expired");
        }
        if (cart.subtotal().compareTo(coupon.getMinOrder()) < 0) {
            return CouponResult.rejected("min_order_not_met");
        }
        BigDecimal discount = switch (coupon.getKind()) {
            case PERCENT -> percentOff(cart.total(), coupon.getValue());
            case FIXED -> coupon.getValue().min(cart.subtotal());
        };
        return CouponResult.applied(coupon.getCode(), discount);
    }

    static BigDecimal percentOff(BigDecimal amount, BigDecimal percent) {
        return amount.multiply(percent)
                .divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
    }
}
