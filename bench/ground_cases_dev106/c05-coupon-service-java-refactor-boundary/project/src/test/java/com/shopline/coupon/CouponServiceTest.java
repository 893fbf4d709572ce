package com.shopline.coupon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CouponServiceTest {

    private CouponService service;

    @BeforeEach
    void setUp() {
        service = new CouponService();
        service.register(Coupon.fixed("SAVE20", "20", "100"));
        service.register(Coupon.percent("PCT10", "10", "0", "50"));
    }

    @Test
    void fixedDiscountAboveMinSpend() {
        assertEquals(new BigDecimal("20.00"), service.apply("save20", new BigDecimal("150")));
    }

    @Test
    void belowMinSpendGivesNothing() {
        assertEquals(BigDecimal.ZERO, service.apply("SAVE20", new BigDecimal("99.99")));
    }

    @Test
    void minSpendBoundaryApplies() {
        assertEquals(new BigDecimal("20.00"), service.apply("SAVE20", new BigDecimal("100.00")));
    }

    @Test
    void expiredCouponGivesNothing() {
        Clock fixed = Clock.fixed(Instant.parse("2025-06-01T00:00:00Z"), ZoneOffset.UTC);
        CouponService svc = new CouponService(fixed);
        svc.register(Coupon.fixed("OLD", "20", "0").withExpiry(Instant.parse("2025-05-31T16:00:00Z")));
        assertEquals(BigDecimal.ZERO, svc.apply("OLD", new BigDecimal("50")));
    }

    @Test
    void percentOffIsCapped() {
        assertEquals(new BigDecimal("50.00"), service.apply("PCT10", new BigDecimal("800")));
    }

    @Test
    void percentOffRoundsHalfUp() {
        assertEquals(new BigDecimal("1.25"), service.apply("PCT10", new BigDecimal("12.45")));
    }
}
