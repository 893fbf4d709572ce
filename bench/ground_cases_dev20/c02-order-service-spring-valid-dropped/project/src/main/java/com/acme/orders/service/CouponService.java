package com.acme.orders.service;

import com.acme.orders.domain.Coupon;
import com.acme.orders.domain.CouponRepository;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Instant;
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
     * Applies the coupon to the amount. Throws InvalidCouponException when the code is unknown or expired.
     */
    public BigDecimal apply(String code, BigDecimal amount) {
        Coupon coupon = coupons.findByCode(code).orElseThrow(() -> new InvalidCouponException(code));
        if (coupon.getExpiresAt().isBefore(Instant.now(clock))) {
            throw new InvalidCouponException(code);
        }
        BigDecimal off = amount.multiply(coupon.getPercentOff()).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
        return amount.subtract(off).max(BigDecimal.ZERO);
    }
}
