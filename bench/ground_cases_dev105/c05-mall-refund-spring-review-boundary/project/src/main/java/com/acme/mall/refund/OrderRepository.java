package com.acme.mall.refund;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.stereotype.Repository;

/**
 * In-memory stand-in until the order service client lands (see MALL-412).
 */
@Repository
public class OrderRepository {
    private final Map<String, Order> byId = new ConcurrentHashMap<>();

    public Optional<Order> findById(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    public Order save(Order order) {
        byId.put(order.getId(), order);
        return order;
    }

    public int count() {
        return byId.size();
    }

    public void clear() {
        byId.clear();
    }

    public boolean exists(String id) {
        return byId.containsKey(id);
    }
}
