package com.acme.orders;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    private final OrderRepository repo = mock(OrderRepository.class);
    private final OrderService service = new OrderService(repo);

    @Test
    void cancelUnknownOrderThrows() {
        when(repo.findById(42L)).thenReturn(Optional.empty());
        assertThatThrownBy(() -> service.cancel(42L)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void cancelSetsStatus() {
        Order order = new Order();
        when(repo.findById(7L)).thenReturn(Optional.of(order));
        assertThat(service.cancel(7L).getStatus()).isEqualTo(Order.Status.CANCELLED);
    }
}
