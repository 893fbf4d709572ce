package com.lvshop.coupon;

import java.time.Clock;
import java.time.Instant;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class CouponService {

    private final CouponRepository repo;
    private final Clock clock;

    public CouponService(CouponRepository repo, Clock clock) {
        this.repo = repo;
        this.clock = clock;
    }

    public Coupon find(String code) {
        return repo.getByCode(code);
    }

    public boolean isExpired(Coupon c) {
        return c.getExpiresAt().isBefore(Instant.now(clock));
    }

    /** Discount in cents for an order of totalCents; 0 when the coupon does not apply. */
    public long discountFor(Coupon c, long totalCents) {
        if (isExpired(c) || totalCents <= c.getMinSpendCents()) {
            return 0;
        }
        return switch (c.getKind()) {
            case PERCENT -> totalCents * c.getPercent() / 100;
            case FIXED -> Math.min(c.getAmountCents(), totalCents);
        };
    }

    /**
     * Marks one use of the coupon and returns the discount applied.
     * Concurrent redeems of the same coupon fail with an optimistic-lock error (see Coupon#version).
     */
    @Transactional
    public long redeem(String code, long totalCents) {
        Coupon c = repo.getByCode(code);
        if (c.getUsedCount() > c.getMaxUses()) {
            throw new CouponUsedUpException(code);
        }
        long discount = discountFor(c, totalCents);
        if (discount > 0) {
            c.setUsedCount(c.getUsedCount() + 1);
            repo.save(c);
        }
        return discount;
    }

    public static class CouponUsedUpException extends RuntimeException {
        public CouponUsedUpException(String code) {
            super("coupon " + code + " has no uses left");
        }
    }
}
