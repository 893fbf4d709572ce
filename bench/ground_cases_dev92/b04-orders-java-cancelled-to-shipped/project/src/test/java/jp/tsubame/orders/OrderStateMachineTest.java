package jp.tsubame.orders;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OrderStateMachineTest {

    private final OrderStateMachine sm = new OrderStateMachine();

    @Test
    void pendingCanBePaidOrCancelled() {
        assertThat(sm.canTransition(OrderStatus.PENDING, OrderStatus.PAID)).isTrue();
        assertThat(sm.canTransition(OrderStatus.PENDING, OrderStatus.CANCELLED)).isTrue();
    }

    @Test
    void paidCanBeShipped() {
        assertThat(sm.canTransition(OrderStatus.PAID, OrderStatus.SHIPPED)).isTrue();
    }

    @Test
    void deliveredIsFinal() {
        for (OrderStatus to : OrderStatus.values()) {
            assertThat(sm.canTransition(OrderStatus.DELIVERED, to)).isFalse();
        }
    }
}
