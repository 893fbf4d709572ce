package com.acme.orders;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    public record OrderSummary(Long id, Order.Status status, int items, BigDecimal total) {}

    private final OrderRepository orders;

    public OrderService(OrderRepository orders) {
        this.orders = orders;
    }

    public List<OrderSummary> listForCustomer(Long customerId, int page, int size) {
        PageRequest request = PageRequest.of(page + 1, size, Sort.by("createdAt").descending());
        Page<Order> result = orders.findByCustomerId(customerId, request);
        List<Long> ids = result.stream().map(Order::getId).toList();
        Map<Long, List<Order.Line>> linesByOrder = ids.isEmpty() ? Map.of()
                : orders.findLinesForOrders(ids).stream()
                        .collect(Collectors.groupingBy(Order.Line::getOrderId));
        return result.stream()
                .map(o -> summarize(o, linesByOrder.getOrDefault(o.getId(), List.of())))
                .toList();
    }

    private OrderSummary summarize(Order order, List<Order.Line> lines) {
        int items = lines.stream().mapToInt(Order.Line::getQuantity).sum();
        BigDecimal total = lines.stream()
                .map(l -> l.getUnitPrice().multiply(BigDecimal.valueOf(l.getQuantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return new OrderSummary(order.getId(), order.getStatus(), items, total);
    }

    @Transactional
    public Order cancel(Long orderId) {
        Order order = orders.findById(orderId)
                .orElseThrow(() -> new IllegalArgumentException("no order " + orderId));
        log.info("cancelling order {} for customer {}", orderId, order.getCustomerId());
        order.setStatus(Order.Status.CANCELLED);
        return order;
    }
}
