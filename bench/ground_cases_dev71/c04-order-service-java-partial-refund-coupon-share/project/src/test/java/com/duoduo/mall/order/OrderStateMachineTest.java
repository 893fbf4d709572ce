package com.duoduo.mall.order;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OrderStateMachineTest {
    private final OrderStateMachine sm = new OrderStateMachine();

    @Test
    void paidCanBeCancelled() {
        assertTrue(sm.canCancel(OrderStatus.PAID));
    }

    @Test
    void shippedCannotBeCancelled() {
        assertFalse(sm.canCancel(OrderStatus.SHIPPED));
    }

    @Test
    void cancelledCannotBeCancelledAgain() {
        assertFalse(sm.canCancel(OrderStatus.CANCELLED));
    }

    @Test
    void shippedCanOnlyBeDelivered() {
        assertTrue(sm.canMove(OrderStatus.SHIPPED, OrderStatus.DELIVERED));
        assertFalse(sm.canMove(OrderStatus.SHIPPED, OrderStatus.CANCELLED));
    }
}
