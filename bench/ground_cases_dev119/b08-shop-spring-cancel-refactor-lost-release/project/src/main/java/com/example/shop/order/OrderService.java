package com.example.shop.order;

import com.example.shop.inventory.InventoryService;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.stereotype.Service;

@Service
public class OrderService {

    private final Map<Long, Order> orders = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    private final InventoryService inventory;
    private final Clock clock;

    public OrderService(InventoryService inventory, Clock clock) {
        this.inventory = inventory;
        this.clock = clock;
    }

    public Order place(List<Order.Line> lines) {
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("an order needs at least one line");
        }
        for (Order.Line line : lines) {
            if (inventory.available(line.sku()) < line.quantity()) {
                throw new InventoryService.OutOfStockException(
                        line.sku(), line.quantity(), inventory.available(line.sku()));
            }
        }
        for (Order.Line line : lines) {
            inventory.reserve(line.sku(), line.quantity());
        }
        Order order = new Order(ids.incrementAndGet(), lines, clock.instant());
        orders.put(order.getId(), order);
        return order;
    }

    public Order find(long id) {
        Order order = orders.get(id);
        if (order == null) {
            throw new NoSuchElementException("order " + id + " not found");
        }
        return order;
    }

    public List<Order> list() {
        return list(null);
    }

    public List<Order> list(Order.Status status) {
        return orders.values().stream()
                .filter(o -> status == null || o.getStatus() == status)
                .sorted((a, b) -> Long.compare(b.getId(), a.getId()))
                .toList();
    }

    public Order ship(long id) {
        Order order = find(id);
        if (order.getStatus() != Order.Status.PLACED) {
            throw new IllegalStateException("order " + id + " is " + order.getStatus());
        }
        order.setStatus(Order.Status.SHIPPED);
        return order;
    }

    public Order cancel(long id) {
        return close(id, Order.Status.PLACED, Order.Status.CANCELLED);
    }

    public Order refund(long id) {
        return close(id, Order.Status.SHIPPED, Order.Status.REFUNDED);
    }

    private Order close(long id, Order.Status expected, Order.Status next) {
        Order order = find(id);
        if (order.getStatus() != expected) {
            throw new IllegalStateException("order " + id + " is " + order.getStatus() + ", expected " + expected);
        }
        order.setStatus(next);
        order.setClosedAt(clock.instant());
        return order;
    }
}
