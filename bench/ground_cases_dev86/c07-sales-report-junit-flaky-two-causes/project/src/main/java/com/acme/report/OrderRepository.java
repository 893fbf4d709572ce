package com.acme.report;

import java.time.Instant;
import java.util.List;

public interface OrderRepository {

    /** Orders with from <= createdAt < to. */
    List<Order> findBetween(Instant from, Instant to);

    void save(Order order);
}
