package com.acme.order.coupon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class CouponServiceTest {

    private final CouponRepository repo = mock(CouponRepository.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-11-26T02:00:00Z"), ZoneId.of("Asia/Shanghai"));
    private final CouponService service = new CouponService(repo, clock);

    private void given(Coupon c) {
        when(repo.findByCode(c.getCode())).thenReturn(Optional.of(c));
    }

    @Test
    void fixedCoupon() {
        given(new Coupon("OFF10", CouponType.FIXED, new BigDecimal("10.00"), null, null));
        assertThat(service.discountFor("OFF10", new BigDecimal("99.00"))).isEqualByComparingTo("10.00");
    }

    @Test
    void percentCouponRoundsHalfUp() {
        given(new Coupon("P15", CouponType.PERCENT, null, new BigDecimal("15"), null));
        assertThat(service.discountFor("P15", new BigDecimal("33.30"))).isEqualByComparingTo("5.00");
    }

    @Test
    void discountNeverExceedsSubtotal() {
        given(new Coupon("OFF50", CouponType.FIXED, new BigDecimal("50.00"), null, null));
        assertThat(service.discountFor("OFF50", new BigDecimal("20.00"))).isEqualByComparingTo("20.00");
    }

    @Test
    void thresholdCouponApplies() {
        given(Coupon.threshold("MJ200", new BigDecimal("200.00"), new BigDecimal("30.00"), null));
        assertThat(service.discountFor("MJ200", new BigDecimal("258.00"))).isEqualByComparingTo("30.00");
    }

    @Test
    void thresholdNotReached() {
        given(Coupon.threshold("MJ200", new BigDecimal("200.00"), new BigDecimal("30.00"), null));
        assertThat(service.discountFor("MJ200", new BigDecimal("150.00"))).isEqualByComparingTo("0");
    }

    @Test
    void thresholdAppliesAtExactAmount() {
        given(Coupon.threshold("MJ200", new BigDecimal("200.00"), new BigDecimal("30.00"), null));
        assertThat(service.discountFor("MJ200", new BigDecimal("200.00"))).isEqualByComparingTo("30.00");
    }

    @Test
    void thresholdDiscountCappedAtSubtotal() {
        given(Coupon.threshold("MJ100", new BigDecimal("100.00"), new BigDecimal("150.00"), null));
        assertThat(service.discountFor("MJ100", new BigDecimal("120.00"))).isEqualByComparingTo("120.00");
    }

    @Test
    void expiredCouponIsRejected() {
        given(new Coupon("OLD", CouponType.FIXED, new BigDecimal("5.00"), null, LocalDate.of(2025, 11, 25)));
        assertThatThrownBy(() -> service.discountFor("OLD", new BigDecimal("50.00")))
                .isInstanceOf(CouponException.class);
    }
}
