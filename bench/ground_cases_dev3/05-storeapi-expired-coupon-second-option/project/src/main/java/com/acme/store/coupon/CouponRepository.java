package com.acme.store.coupon;

import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

public class CouponRepository {

    private final Map<String, Coupon> byCode = new HashMap<>();
    private final Clock clock;

    public CouponRepository(Clock clock) {
        this.clock = clock;
    }

    public void save(Coupon coupon) {
        byCode.put(coupon.code(), coupon);
    }

    /** The active coupon with this code, or null when it is unknown or expired. */
    public Coupon findByCode(String code) {
        Coupon coupon = byCode.get(code);
        if (coupon == null || coupon.expiresAt().isBefore(Instant.now(clock))) {
            return null;
        }
        return coupon;
    }
}
