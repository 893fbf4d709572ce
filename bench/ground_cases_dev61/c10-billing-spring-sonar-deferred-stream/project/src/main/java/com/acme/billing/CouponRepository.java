package com.acme.billing;

import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.stereotype.Repository;

@Repository
public class CouponRepository {

    private final Map<String, Coupon> coupons = new ConcurrentHashMap<>();

    public CouponRepository() {
        save(new Coupon("WELCOME10", 10, null, 0));
        save(new Coupon("DOUBLE11", 20, LocalDate.of(2026, 11, 12), 19900));
    }

    /** Returns null when the code is unknown. */
    public Coupon findByCode(String code) {
        return coupons.get(code.trim().toUpperCase(Locale.ROOT));
    }

    public void save(Coupon coupon) {
        coupons.put(coupon.code(), coupon);
    }
}
