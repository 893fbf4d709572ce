package com.acme.mall.refund;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;

class RefundServiceTest {
    private static final Instant NOW = Instant.parse("2025-11-20T04:00:00Z");
    private final RefundService service = new RefundService(Clock.fixed(NOW, ZoneOffset.UTC));

    private Order delivered(String daysAgoIso) {
        return new Order("O-1", new BigDecimal("199.00"), Order.Status.DELIVERED, Instant.parse(daysAgoIso));
    }

    @Test
    void refundableTwoDaysAfterDelivery() {
        assertThat(service.isRefundable(delivered("2025-11-18T03:00:00Z"))).isTrue();
    }

    @Test
    void notRefundableAfterTenDays() {
        assertThat(service.isRefundable(delivered("2025-11-10T03:00:00Z"))).isFalse();
    }

    @Test
    void notDeliveredIsNotRefundable() {
        var order = new Order("O-2", new BigDecimal("50.00"), Order.Status.SHIPPED, null);
        assertThat(service.isRefundable(order)).isFalse();
    }

    @Test
    void feeIsSubtracted() {
        var amount = service.refundAmount(delivered("2025-11-19T03:00:00Z"), new BigDecimal("0.10"));
        assertThat(amount).isEqualByComparingTo("179.10");
    }
}
