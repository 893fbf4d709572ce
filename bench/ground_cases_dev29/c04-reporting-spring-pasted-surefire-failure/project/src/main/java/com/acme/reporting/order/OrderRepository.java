package com.acme.reporting.order;

import org.springframework.data.jpa.repository.JpaRepository;

import java.time.Instant;
import java.util.List;

public interface OrderRepository extends JpaRepository<Order, Long> {

    List<Order> findByShopIdAndStatusAndCreatedAtBetween(Long shopId, OrderStatus status, Instant from, Instant to);

    List<Order> findByShopIdAndCreatedAtBetween(Long shopId, Instant from, Instant to);
}
