package com.acme.order.coupon;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;

import org.springframework.stereotype.Service;

@Service
public class CouponService {

    private final CouponRepository coupons;
    private final Clock clock;

    public CouponService(CouponRepository coupons, Clock clock) {
        this.coupons = coupons;
        this.clock = clock;
    }

    /**
     * The discount the coupon gives on this subtotal; never more than the subtotal itself.
     */
    public BigDecimal discountFor(String code, BigDecimal subtotal) {
        Coupon coupon = coupons.findByCode(code)
                .orElseThrow(() -> new CouponException("券码不存在: " + code));
        if (coupon.getExpiresOn() != null && coupon.getExpiresOn().isBefore(LocalDate.now(clock))) {
            throw new CouponException("优惠券已过期: " + code);
        }
        BigDecimal discount = switch (coupon.getType()) {
            case FIXED -> coupon.getAmount();
            case PERCENT -> subtotal.multiply(coupon.getPercent())
                    .divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
            case THRESHOLD -> subtotal.compareTo(coupon.getThreshold()) > 0
                    ? coupon.getAmount()
                    : BigDecimal.ZERO;
        };
        return discount.min(subtotal).setScale(2, RoundingMode.HALF_UP);
    }
}
