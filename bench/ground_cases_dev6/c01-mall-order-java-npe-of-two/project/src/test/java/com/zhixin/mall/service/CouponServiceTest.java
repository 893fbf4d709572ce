package com.zhixin.mall.service;

import com.zhixin.mall.entity.Coupon;
import com.zhixin.mall.repository.CouponRepository;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

class CouponServiceTest {

    private CouponRepository repo;
    private CouponService service;

    @BeforeEach
    void setUp() {
        repo = mock(CouponRepository.class);
        service = new CouponService(repo);
    }

    private Coupon coupon(int type, String discount, String minAmount) {
        Coupon c = new Coupon();
        c.setCode("C1");
        c.setUserId(1L);
        c.setType(type);
        c.setDiscount(new BigDecimal(discount));
        c.setMinAmount(new BigDecimal(minAmount));
        c.setStatus(Coupon.STATUS_UNUSED);
        c.setExpireAt(LocalDateTime.now().plusDays(7));
        return c;
    }

    @Test
    void fullReductionAboveThreshold() {
        when(repo.findByCodeAndUserId(any(), any())).thenReturn(Optional.of(coupon(Coupon.TYPE_FULL_REDUCTION, "20", "199")));
        assertThat(service.applyCoupon(1L, "C1", new BigDecimal("299"))).isEqualByComparingTo("20");
    }

    @Test
    void fullReductionBelowThreshold() {
        when(repo.findByCodeAndUserId(any(), any())).thenReturn(Optional.of(coupon(Coupon.TYPE_FULL_REDUCTION, "20", "199")));
        assertThat(service.applyCoupon(1L, "C1", new BigDecimal("99"))).isEqualByComparingTo("0");
    }

    @Test
    void percentCappedByMaxDiscount() {
        Coupon c = coupon(Coupon.TYPE_PERCENT, "10", "0");
        c.setMaxDiscount(new BigDecimal("15"));
        when(repo.findByCodeAndUserId(any(), any())).thenReturn(Optional.of(c));
        assertThat(service.applyCoupon(1L, "C1", new BigDecimal("500"))).isEqualByComparingTo("15");
    }

    @Test
    void expiredCouponGivesNothing() {
        Coupon c = coupon(Coupon.TYPE_FULL_REDUCTION, "20", "0");
        c.setExpireAt(LocalDateTime.now().minusDays(1));
        when(repo.findByCodeAndUserId(any(), any())).thenReturn(Optional.of(c));
        assertThat(service.applyCoupon(1L, "C1", new BigDecimal("500"))).isEqualByComparingTo("0");
    }
}
