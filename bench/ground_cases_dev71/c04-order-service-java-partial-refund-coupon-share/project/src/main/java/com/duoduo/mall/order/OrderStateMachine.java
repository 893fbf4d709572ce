package com.duoduo.mall.order;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import org.springframework.stereotype.Component;

@Component
public class OrderStateMachine {

    private static final Map<OrderStatus, Set<OrderStatus>> NEXT = Map.of(
            OrderStatus.PENDING_PAYMENT, EnumSet.of(OrderStatus.PAID, OrderStatus.CANCELLED),
            OrderStatus.PAID, EnumSet.of(OrderStatus.PICKING, OrderStatus.CANCELLED),
            OrderStatus.PICKING, EnumSet.of(OrderStatus.SHIPPED, OrderStatus.CANCELLED),
            OrderStatus.SHIPPED, EnumSet.of(OrderStatus.DELIVERED),
            OrderStatus.DELIVERED, EnumSet.of(OrderStatus.REFUNDED));

    public boolean canMove(OrderStatus from, OrderStatus to) {
        return NEXT.getOrDefault(from, Set.of()).contains(to);
    }

    /** 用户端“取消订单”按钮是否可用。 */
    public boolean canCancel(OrderStatus status) {
        return canMove(status, OrderStatus.CANCELLED);
    }

    public void requireMove(Order order, OrderStatus to) {
        if (!canMove(order.getStatus(), to)) {
            throw new IllegalStateException(
                    "订单 " + order.getId() + " 不能从 " + order.getStatus().label() + " 变为 " + to.label());
        }
    }
}
