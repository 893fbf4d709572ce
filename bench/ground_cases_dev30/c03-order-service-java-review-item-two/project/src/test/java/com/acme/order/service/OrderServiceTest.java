package com.acme.order.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.*;

import com.acme.order.domain.Order;
import com.acme.order.domain.OrderItem;
import com.acme.order.domain.OrderStatus;
import com.acme.order.repo.OrderRepository;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    OrderRepository orders = mock(OrderRepository.class);
    PaymentClient payments = mock(PaymentClient.class);
    OrderService service;

    @BeforeEach
    void setUp() {
        Clock clock = Clock.fixed(Instant.parse("2025-03-01T08:00:00Z"), ZoneOffset.UTC);
        service = new OrderService(orders, payments, clock);
        when(orders.save(any(Order.class))).thenAnswer(inv -> inv.getArgument(0));
    }

    @Test
    void paidOrderCreatesIntent() {
        Order saved = service.place(7L, "13800000000",
                List.of(new OrderItem("SKU-1", 2, new BigDecimal("19.90"))));

        assertThat(saved.getTotal()).isEqualByComparingTo("39.80");
        assertThat(saved.getStatus()).isEqualTo(OrderStatus.AWAITING_PAYMENT);
        verify(payments).createIntent(any(), eq(new BigDecimal("39.80")));
    }

    @Test
    void cannotCancelShippedOrder() {
        Order shipped = new Order(7L, Instant.now());
        shipped.setStatus(OrderStatus.SHIPPED);
        when(orders.findById(1L)).thenReturn(java.util.Optional.of(shipped));

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> service.cancel(1L))
                .isInstanceOf(IllegalStateException.class);
    }
}
