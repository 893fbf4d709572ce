package com.duoduo.mall.order;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.stereotype.Service;

@Service
public class OrderService {
    private final Map<Long, Order> orders = new ConcurrentHashMap<>();
    private final OrderStateMachine stateMachine;
    private final RefundCalculator refunds;

    public OrderService(OrderStateMachine stateMachine, RefundCalculator refunds) {
        this.stateMachine = stateMachine;
        this.refunds = refunds;
    }

    public Order get(long id) {
        Order o = orders.get(id);
        if (o == null) {
            throw new IllegalArgumentException("order " + id + " not found");
        }
        return o;
    }

    public BigDecimal cancel(long orderId) {
        Order order = get(orderId);
        if (!stateMachine.canCancel(order.getStatus())) {
            throw new IllegalStateException("当前状态不能取消：" + order.getStatus().label());
        }
        BigDecimal refund = order.getStatus() == OrderStatus.PENDING_PAYMENT
                ? BigDecimal.ZERO
                : refunds.refundForOrder(order);
        order.getLines().forEach(OrderLine::markCancelled);
        order.setStatus(OrderStatus.CANCELLED);
        return refund;
    }

    public BigDecimal cancelLines(long orderId, List<Long> lineIds) {
        Order order = get(orderId);
        if (!stateMachine.canCancel(order.getStatus())) {
            throw new IllegalStateException("当前状态不能取消：" + order.getStatus().label());
        }
        List<OrderLine> toCancel = lineIds.stream().map(order::line).toList();
        BigDecimal refund = refunds.refundForLines(order, toCancel);
        toCancel.forEach(OrderLine::markCancelled);
        if (order.getLines().stream().allMatch(OrderLine::isCancelled)) {
            order.setStatus(OrderStatus.CANCELLED);
        }
        return refund;
    }

    public void save(Order order) {
        orders.put(order.getId(), order);
    }
}
