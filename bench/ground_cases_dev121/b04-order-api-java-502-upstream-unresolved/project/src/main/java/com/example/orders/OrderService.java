package com.example.orders;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    public record Order(String id, String customerId, String reservationId, int items) {
    }

    private final InventoryClient inventory;
    private final Map<String, Order> orders = new ConcurrentHashMap<>();

    public OrderService(InventoryClient inventory) {
        this.inventory = inventory;
    }

    public Order place(OrderRequest req) {
        String id = UUID.randomUUID().toString();
        String reservationId = inventory.reserve(id, req.lines());
        Order order = new Order(id, req.customerId(), reservationId, req.totalQuantity());
        orders.put(id, order);
        log.info("order {} placed for {} ({} items)", id, req.customerId(), order.items());
        return order;
    }

    public Order get(String id) {
        return orders.get(id);
    }

    public void cancel(String id) {
        Order order = orders.remove(id);
        if (order != null) {
            inventory.release(order.reservationId());
        }
    }
}
