package com.acme.orders;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.springframework.stereotype.Service;

@Service
public class OrderService {

    private final Map<Long, Order> orders = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    public Order create(String customerEmail, List<Order.Line> lines, BigDecimal shipping) {
        long id = ids.incrementAndGet();
        Order order = new Order(id, normalizeEmail(customerEmail), List.copyOf(lines), shipping, Instant.now());
        orders.put(id, order);
        return order;
    }

    public List<Order> all() {
        List<Order> list = new ArrayList<>(orders.values());
        list.sort(Comparator.comparing(Order::createdAt).reversed());
        return list;
    }

    public BigDecimal total(Order order) {
        BigDecimal sum = order.lines().stream()
                .map(Order.Line::amount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return sum.add(order.shipping()).setScale(2, RoundingMode.HALF_UP);
    }

    static String normalizeEmail(String customerEmail) {
        if (customerEmail == null || customerEmail.isBlank()) {
            return null;
        }
        return customerEmail.trim().toLowerCase(java.util.Locale.ROOT);
    }
}
