package com.acme.mall.pay.coupon;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;

class CouponServiceTest {

    private static final ZoneId SH = ZoneId.of("Asia/Shanghai");
    private CouponService service;

    @BeforeEach
    void setUp() {
        Clock clock = Clock.fixed(Instant.parse("2025-11-06T02:00:00Z"), SH);
        service = new CouponService(mock(CouponRepository.class), clock);
    }

    @Test
    void futureCouponIsNotExpired() {
        assertFalse(service.isExpired(coupon(LocalDateTime.of(2025, 12, 1, 0, 0))));
    }

    @Test
    void pastCouponIsExpired() {
        assertTrue(service.isExpired(coupon(LocalDateTime.of(2025, 11, 1, 0, 0))));
    }

    @Test
    void discountCappedByOrderAmount() {
        Coupon c = coupon(LocalDateTime.of(2025, 12, 1, 0, 0));
        assertEquals(new BigDecimal("30"), service.discountFor(c, new BigDecimal("30")));
    }

    @Test
    void belowThresholdGetsNothing() {
        Coupon c = coupon(LocalDateTime.of(2025, 12, 1, 0, 0));
        assertEquals(BigDecimal.ZERO, service.discountFor(c, new BigDecimal("10")));
    }

    private static Coupon coupon(LocalDateTime expireAt) {
        Coupon c = new Coupon();
        c.setAmount(new BigDecimal("50"));
        c.setThreshold(new BigDecimal("20"));
        c.setExpireAt(expireAt);
        return c;
    }
}
