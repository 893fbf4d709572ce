package com.tallyshop.cart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class CouponServiceTest {

    private final CouponRepository repo = mock(CouponRepository.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-06-01T12:00:00Z"), ZoneOffset.UTC);
    private final CouponService service = new CouponService(repo, clock);

    private Cart cart(String price) {
        Cart c = new Cart();
        c.add("SKU-1", 1, new BigDecimal(price));
        c.setShipping(new BigDecimal("5.00"));
        return c;
    }

    @Test
    void unknownCodeIsRejected() {
        when(repo.findByCode("NOPE")).thenReturn(Optional.empty());
        assertThat(service.apply(cart("80.00"), "nope").reason()).isEqualTo("unknown_code");
    }

    @Test
    void expiredCouponIsRejected() {
        Coupon c = Coupon.percent("OLD10", "10", "0", Instant.parse("2025-05-01T00:00:00Z"));
        when(repo.findByCode("OLD10")).thenReturn(Optional.of(c));
        assertThat(service.apply(cart("80.00"), "old10").reason()).isEqualTo("expired");
    }

    @Test
    void fixedCouponNeverExceedsSubtotal() {
        Coupon c = Coupon.fixed("TENOFF", "10", "0", null);
        when(repo.findByCode("TENOFF")).thenReturn(Optional.of(c));
        assertThat(service.apply(cart("6.00"), "TENOFF").discount()).isEqualByComparingTo("6.00");
    }
}
