package com.acme.billing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;

import org.junit.jupiter.api.Test;

class InvoiceServiceTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-11-10T02:00:00Z"), ZoneId.of("Asia/Shanghai"));
    private final InvoiceService service = new InvoiceService(new CouponRepository(), clock);

    @Test
    void welcomeCouponTakesTenPercent() {
        assertThat(service.applyCoupon(10000, "welcome10")).isEqualTo(9000);
    }

    @Test
    void unknownCouponIsRejected() {
        assertThatThrownBy(() -> service.applyCoupon(10000, "NOPE")).isInstanceOf(CouponException.class);
    }

    @Test
    void expiredCouponIsRejected() {
        var late = new InvoiceService(new CouponRepository(), Clock.offset(clock, java.time.Duration.ofDays(30)));
        assertThatThrownBy(() -> late.applyCoupon(30000, "DOUBLE11")).isInstanceOf(CouponException.class);
    }

    @Test
    void noCouponNoDiscount() {
        assertThat(service.applyCoupon(10000, "")).isEqualTo(10000);
    }

    @Test
    void subtotalMultipliesQuantity() {
        var lines = List.of(new InvoiceService.LineItem("A", 1250, 2), new InvoiceService.LineItem("B", 100, 1));
        assertThat(service.subtotal(lines)).isEqualTo(2600);
    }
}
