package com.acme.mall.pay.coupon;

import org.springframework.stereotype.Service;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDateTime;

@Service
public class CouponService {

    private final CouponRepository coupons;
    private final Clock clock;

    public CouponService(CouponRepository coupons, Clock clock) {
        this.coupons = coupons;
        this.clock = clock;
    }

    public boolean isExpired(Coupon coupon) {
        LocalDateTime now = LocalDateTime.now(clock);
        return !now.isBefore(coupon.getExpireAt());
    }

    public BigDecimal discountFor(Coupon coupon, BigDecimal orderAmount) {
        if (isExpired(coupon) || orderAmount.compareTo(coupon.getThreshold()) < 0) {
            return BigDecimal.ZERO;
        }
        return coupon.getAmount().min(orderAmount);
    }

    public void use(long couponId, String orderNo) {
        Coupon coupon = coupons.findById(couponId)
                .orElseThrow(() -> new IllegalArgumentException("coupon not found: " + couponId));
        if (coupon.isUsed() || isExpired(coupon)) {
            throw new IllegalStateException("coupon not usable: " + couponId);
        }
        coupon.setUsed(true);
        coupon.setOrderNo(orderNo);
        coupons.save(coupon);
    }
}
