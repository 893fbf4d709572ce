package com.acme.coupon.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import com.acme.coupon.domain.Coupon;
import com.acme.coupon.domain.CouponType;
import com.acme.coupon.domain.OrderLine;
import com.acme.coupon.repo.CouponRepository;
import com.acme.coupon.repo.UserCouponRepository;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

class CouponServiceTest {

    private final Clock clock = Clock.fixed(Instant.parse("2024-06-01T02:00:00Z"), ZoneId.of("Asia/Shanghai"));
    private final CouponService service =
            new CouponService(mock(CouponRepository.class), mock(UserCouponRepository.class), clock);

    private Coupon coupon(CouponType type, String threshold) {
        Coupon c = new Coupon();
        c.setType(type);
        c.setThreshold(new BigDecimal(threshold));
        c.setEndAt(LocalDateTime.of(2024, 6, 30, 23, 59, 59));
        return c;
    }

    @Test
    void notExpiredBeforeEndAt() {
        assertThat(service.isExpired(coupon(CouponType.FULL_REDUCTION, "0"))).isFalse();
    }

    @Test
    void fullReductionAppliesAtThreshold() {
        Coupon c = coupon(CouponType.FULL_REDUCTION, "100");
        c.setAmount(new BigDecimal("20"));
        assertThat(service.calculateDiscount(c, new BigDecimal("100"))).isEqualByComparingTo("20");
    }

    @Test
    void percentCoupon() {
        Coupon c = coupon(CouponType.PERCENT, "0");
        c.setRate(new BigDecimal("85"));
        assertThat(service.calculateDiscount(c, new BigDecimal("200"))).isEqualByComparingTo("30.00");
    }

    @Test
    void splitsDiscountByAmount() {
        List<OrderLine> lines = List.of(new OrderLine(1L, new BigDecimal("50")), new OrderLine(2L, new BigDecimal("50")));
        assertThat(service.splitDiscount(new BigDecimal("10"), lines))
                .usingElementComparator(BigDecimal::compareTo)
                .containsExactly(new BigDecimal("5"), new BigDecimal("5"));
    }
}
