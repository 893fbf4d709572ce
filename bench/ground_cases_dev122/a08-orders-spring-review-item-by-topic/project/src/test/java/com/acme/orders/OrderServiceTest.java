package com.acme.orders;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.web.server.ResponseStatusException;

class OrderServiceTest {
    private final OrderRepository repo = mock(OrderRepository.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-11-13T12:00:00Z"), ZoneOffset.UTC);
    private final OrderService service = new OrderService(repo, clock);

    @Test
    void cancellingTwiceIsAConflict() {
        Order order = new Order();
        order.setTotal(new BigDecimal("100.00"));
        order.setCreatedAt(Instant.parse("2025-11-13T10:00:00Z"));
        order.setStatus(Order.Status.CANCELLED);
        when(repo.findById(7L)).thenReturn(Optional.of(order));

        assertThatThrownBy(() -> service.cancel(7L))
                .isInstanceOf(ResponseStatusException.class)
                .hasMessageContaining("already cancelled");
    }
}
