package com.acme.report;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

class InMemoryOrderRepository implements OrderRepository {

    private final List<Order> orders = new ArrayList<>();

    @Override
    public List<Order> findBetween(Instant from, Instant to) {
        return orders.stream()
                .filter(o -> !o.createdAt().isBefore(from) && o.createdAt().isBefore(to))
                .toList();
    }

    @Override
    public void save(Order order) {
        orders.add(order);
    }

    int size() {
        return orders.size();
    }
}
