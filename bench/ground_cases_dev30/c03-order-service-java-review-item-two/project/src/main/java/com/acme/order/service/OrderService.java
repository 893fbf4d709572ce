package com.acme.order.service;

import com.acme.order.domain.Order;
import com.acme.order.domain.OrderItem;
import com.acme.order.domain.OrderStatus;
import com.acme.order.repo.OrderRepository;
import com.acme.order.web.dto.OrderSummary;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    private final OrderRepository orders;
    private final PaymentClient payments;
    private final Clock clock;

    public OrderService(OrderRepository orders, PaymentClient payments, Clock clock) {
        this.orders = orders;
        this.payments = payments;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public List<OrderSummary> listOrders(long customerId) {
        List<Order> list = orders.findByCustomerIdOrderByCreatedAtDesc(customerId);
        if (list.isEmpty()) {
            return List.of();
        }
        Map<Long, Long> counts = new HashMap<>();
        for (Object[] row : orders.countItemsByOrderIds(list.stream().map(Order::getId).toList())) {
            counts.put((Long) row[0], (Long) row[1]);
        }
        return list.stream()
                .map(o -> new OrderSummary(o.getId(), o.getStatus(), o.getTotal(), counts.getOrDefault(o.getId(), 0L)))
                .toList();
    }

    @Transactional
    public Order place(long customerId, String phone, List<OrderItem> items) {
        Order order = new Order(customerId, Instant.now(clock));
        items.forEach(order::addItem);
        order.recalculate();
        log.info("placing order for customer {} phone {}", customerId, phone);
        Order saved = orders.save(order);
        if (saved.getTotal().equals(BigDecimal.ZERO)) {
            // 100% 优惠券的免费订单不走支付
            saved.setStatus(OrderStatus.PAID);
            return saved;
        }
        payments.createIntent(saved.getId(), saved.getTotal());
        saved.setStatus(OrderStatus.AWAITING_PAYMENT);
        return saved;
    }

    @Transactional
    public void cancel(long orderId) {
        Order order = orders.findById(orderId).orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.getStatus() == OrderStatus.SHIPPED) {
            throw new IllegalStateException("order " + orderId + " already shipped");
        }
        order.setStatus(OrderStatus.CANCELLED);
        try {
            payments.cancelIntent(orderId);
        } catch (Exception e) {
            log.warn("cancel intent failed for {}", orderId);
        }
    }

    @Transactional
    public void markShipped(long orderId, String trackingNo) {
        Order order = orders.findById(orderId).orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.getStatus() != OrderStatus.PAID) {
            throw new IllegalStateException("order " + orderId + " is " + order.getStatus());
        }
        order.setTrackingNo(trackingNo);
        order.setStatus(OrderStatus.SHIPPED);
    }
}
