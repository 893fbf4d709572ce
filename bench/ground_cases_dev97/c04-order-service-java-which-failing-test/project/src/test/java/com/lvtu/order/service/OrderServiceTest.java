package com.lvtu.order.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import com.lvtu.order.domain.Order;
import com.lvtu.order.repo.OrderRepository;
import java.math.BigDecimal;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    private final OrderService service = new OrderService(mock(OrderRepository.class));

    private static Order order(boolean member, String subtotal) {
        return new Order("T1", 7L, member, new BigDecimal(subtotal), null, Instant.parse("2025-11-01T02:00:00Z"));
    }

    @Test
    void nonMemberPaysSubtotal() {
        assertThat(service.payableFor(order(false, "250.00"))).isEqualByComparingTo("250.00");
    }

    @Test
    void memberDiscountAboveThreshold() {
        assertThat(service.payableFor(order(true, "200.00"))).isEqualByComparingTo("180.00");
    }

    @Test
    void memberDiscountAppliesAtThreshold() {
        assertThat(service.payableFor(order(true, "100.00"))).isEqualByComparingTo("90.00");
    }

    @Test
    void memberBelowThresholdPaysSubtotal() {
        assertThat(service.payableFor(order(true, "99.99"))).isEqualByComparingTo("99.99");
    }
}
