package com.acme.promo.service;

import com.acme.promo.domain.Coupon;
import com.acme.promo.domain.CouponStatus;
import com.acme.promo.domain.CouponType;
import com.acme.promo.repo.CouponRepository;
import com.acme.promo.repo.CouponUsageRepository;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.*;

class CouponServiceTest {

    private final CouponRepository coupons = mock(CouponRepository.class);
    private final CouponUsageRepository usages = mock(CouponUsageRepository.class);

    private CouponService at(String isoInstant) {
        return new CouponService(coupons, usages, Clock.fixed(Instant.parse(isoInstant), ZoneId.of("UTC")));
    }

    private Coupon fixed(String code, String amount, String threshold, LocalDate end) {
        return Coupon.builder().id(1L).code(code).type(CouponType.FIXED).status(CouponStatus.ACTIVE)
                .amount(new BigDecimal(amount)).threshold(new BigDecimal(threshold))
                .startDate(LocalDate.of(2025, 11, 1)).endDate(end).perMemberLimit(1).build();
    }

    @Test
    void fixedCouponTakesAmountOff() {
        when(coupons.findByCode("FULL100-10")).thenReturn(Optional.of(fixed("FULL100-10", "10", "100", LocalDate.of(2025, 11, 30))));
        CouponQuote q = at("2025-11-20T02:00:00Z").quote("FULL100-10", 7L, new BigDecimal("120.00"));
        assertThat(q.discount()).isEqualByComparingTo("10");
        assertThat(q.payable()).isEqualByComparingTo("110.00");
    }

    @Test
    void thresholdNotMet() {
        when(coupons.findByCode("FULL100-10")).thenReturn(Optional.of(fixed("FULL100-10", "10", "100", LocalDate.of(2025, 11, 30))));
        assertThatThrownBy(() -> at("2025-11-20T02:00:00Z").quote("FULL100-10", 7L, new BigDecimal("99.99")))
                .isInstanceOf(CouponException.class).hasMessage("未达到使用门槛");
    }

    @Test
    void usableOnTheLastDay() {
        when(coupons.findByCode("LASTDAY")).thenReturn(Optional.of(fixed("LASTDAY", "5", "0", LocalDate.of(2025, 11, 30))));
        // 2025-11-30 23:30 Asia/Shanghai
        CouponQuote q = at("2025-11-30T15:30:00Z").quote("LASTDAY", 7L, new BigDecimal("50"));
        assertThat(q.discount()).isEqualByComparingTo("5");
    }

    @Test
    void expiredAfterEndDate() {
        when(coupons.findByCode("OLD")).thenReturn(Optional.of(fixed("OLD", "5", "0", LocalDate.of(2025, 10, 31))));
        assertThatThrownBy(() -> at("2025-11-20T02:00:00Z").quote("OLD", 7L, new BigDecimal("50")))
                .isInstanceOf(CouponException.class).hasMessage("优惠券已过期");
    }
}
