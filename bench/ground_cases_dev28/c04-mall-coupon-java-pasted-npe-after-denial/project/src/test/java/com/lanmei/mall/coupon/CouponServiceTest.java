package com.lanmei.mall.coupon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

class CouponServiceTest {

    private final CouponService service =
            new CouponService(mock(CouponRepository.class), mock(UserCouponRepository.class));

    private static Coupon coupon(CouponType type, String value, String minSpend) {
        Coupon c = new Coupon();
        c.setCode("T1");
        c.setType(type);
        c.setValue(new BigDecimal(value));
        c.setMinSpend(new BigDecimal(minSpend));
        c.setStatus(CouponStatus.ACTIVE);
        return c;
    }

    @Test
    void fixedCouponNeverExceedsOrderAmount() {
        Coupon c = coupon(CouponType.FIXED, "50", "0");
        assertThat(service.calcDiscount(c, new BigDecimal("30.00"))).isEqualByComparingTo("30.00");
    }

    @Test
    void percentCouponRoundsHalfUp() {
        Coupon c = coupon(CouponType.PERCENT, "15", "0");
        assertThat(service.calcDiscount(c, new BigDecimal("99.90"))).isEqualByComparingTo("14.99");
    }

    @Test
    void belowMinSpendGivesNoDiscount() {
        Coupon c = coupon(CouponType.FIXED, "20", "199");
        assertThat(service.calcDiscount(c, new BigDecimal("198.99"))).isEqualByComparingTo("0");
    }
}
