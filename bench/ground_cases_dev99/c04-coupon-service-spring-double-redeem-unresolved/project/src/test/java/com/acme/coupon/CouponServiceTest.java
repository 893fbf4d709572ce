package com.acme.coupon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.acme.coupon.CouponService.CouponException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CouponServiceTest {

    private final Instant now = Instant.parse("2025-11-06T02:00:00Z");
    private final CouponRepository repo = mock(CouponRepository.class);
    private CouponService service;

    @BeforeEach
    void setUp() {
        service = new CouponService(repo, Clock.fixed(now, ZoneOffset.UTC));
        when(repo.save(org.mockito.ArgumentMatchers.any())).thenAnswer(inv -> inv.getArgument(0));
    }

    private Coupon coupon(long id) {
        Coupon c = new Coupon(id, 7L, 2000, 10000, now.plusSeconds(86400));
        when(repo.findById(id)).thenReturn(Optional.of(c));
        return c;
    }

    @Test
    void redeemMarksUsed() {
        Coupon c = coupon(1L);
        service.redeem(1L, 7L, "O-1", 12000);
        assertThat(c.getStatus()).isEqualTo(Coupon.Status.USED);
        assertThat(c.getUsedByOrder()).isEqualTo("O-1");
    }

    @Test
    void cannotRedeemTwice() {
        coupon(2L);
        service.redeem(2L, 7L, "O-1", 12000);
        assertThatThrownBy(() -> service.redeem(2L, 7L, "O-2", 12000))
                .isInstanceOf(CouponException.class).hasMessage("COUPON_ALREADY_USED");
    }

    @Test
    void rejectsOtherUsersCoupon() {
        coupon(3L);
        assertThatThrownBy(() -> service.redeem(3L, 8L, "O-1", 12000)).hasMessage("COUPON_NOT_OWNED");
    }

    @Test
    void rejectsSmallOrder() {
        coupon(4L);
        assertThatThrownBy(() -> service.redeem(4L, 7L, "O-1", 9999)).hasMessage("ORDER_TOO_SMALL");
    }

    @Test
    void usableSkipsExpired() {
        Coupon fresh = new Coupon(10L, 7L, 500, 0, now.plusSeconds(60));
        Coupon stale = new Coupon(11L, 7L, 500, 0, now.minusSeconds(60));
        when(repo.findByUserIdAndStatusOrderByIdDesc(7L, Coupon.Status.ACTIVE)).thenReturn(java.util.List.of(stale, fresh));
        assertThat(service.usable(7L)).containsExactly(fresh);
    }

    @Test
    void usableSortedByExpiry() {
        Coupon later = new Coupon(12L, 7L, 500, 0, now.plusSeconds(7200));
        Coupon sooner = new Coupon(13L, 7L, 500, 0, now.plusSeconds(600));
        when(repo.findByUserIdAndStatusOrderByIdDesc(7L, Coupon.Status.ACTIVE)).thenReturn(java.util.List.of(later, sooner));
        assertThat(service.usable(7L)).containsExactly(sooner, later);
    }

    @Test
    void releaseMakesActiveAgain() {
        Coupon c = coupon(5L);
        service.redeem(5L, 7L, "O-1", 12000);
        service.release(5L, "O-1");
        assertThat(c.getStatus()).isEqualTo(Coupon.Status.ACTIVE);
        assertThat(c.getUsedByOrder()).isNull();
    }
}
