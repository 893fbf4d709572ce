package com.acme.coupon;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;

import org.springframework.stereotype.Service;

@Service
public class CouponService {

    private final CouponRepository repo;

    public CouponService(CouponRepository repo) {
        this.repo = repo;
    }

    public Coupon find(String code) {
        return repo.findByCode(code)
                .orElseThrow(() -> new CouponNotFoundException(code));
    }

    /** Returns the order total after applying the coupon, never below zero. */
    public BigDecimal apply(String code, BigDecimal orderTotal) {
        Coupon coupon = repo.findByCode(code)
                .orElseThrow(() -> new CouponException("coupon not found: " + code));
        if (!isApplicable(coupon, orderTotal)) {
            throw new CouponException("coupon " + code + " cannot be used for this order");
        }
        BigDecimal result = orderTotal.subtract(coupon.getDiscount());
        return result.max(BigDecimal.ZERO).setScale(2, RoundingMode.HALF_UP);
    }

    boolean isApplicable(Coupon coupon, BigDecimal orderTotal) {
        if (!coupon.isActive()) {
            return false;
        }
        Instant expiresAt = coupon.getExpiresAt();
        if (expiresAt != null && !Instant.now().isBefore(expiresAt)) {
            return false;
        }
        return orderTotal.compareTo(coupon.getMinSpend()) >= 0;
    }

    public static class CouponException extends RuntimeException {
        public CouponException(String message) {
            super(message);
        }
    }

    public static class CouponNotFoundException extends CouponException {
        public CouponNotFoundException(String code) {
            super("coupon not found: " + code);
        }
    }
}
