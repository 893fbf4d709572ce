package com.fleetly.orders;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Instant;
import java.util.Optional;
import org.mockito.ArgumentCaptor;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.Pageable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    private OrderRepository repository;
    private OrderService service;

    @BeforeEach
    void setUp() {
        repository = mock(OrderRepository.class);
        service = new OrderService(repository);
    }

    @Test
    void cancelSetsStatusAndTimestamp() {
        Order order = new Order(7L, "FL-7", OrderStatus.OPEN);
        when(repository.require(7L)).thenReturn(order);
        Instant now = Instant.parse("2025-11-03T10:00:00Z");

        service.cancel(7L, now);

        assertThat(order.getStatus()).isEqualTo(OrderStatus.CANCELLED);
        assertThat(order.getUpdatedAt()).isEqualTo(now);
    }

    @Test
    void pageSizeIsCappedAt100() {
        when(repository.findByCustomerId(eq(42L), any(Pageable.class))).thenReturn(Page.empty());
        ArgumentCaptor<Pageable> captor = ArgumentCaptor.forClass(Pageable.class);

        service.listForCustomer(42L, 1, 5000);

        verify(repository).findByCustomerId(eq(42L), captor.capture());
        assertThat(captor.getValue().getPageSize()).isEqualTo(100);
    }

    @Test
    void cannotCancelShippedOrder() {
        when(repository.require(8L)).thenReturn(new Order(8L, "FL-8", OrderStatus.SHIPPED));
        assertThatThrownBy(() -> service.cancel(8L, Instant.now())).isInstanceOf(IllegalStateException.class);
    }
}
