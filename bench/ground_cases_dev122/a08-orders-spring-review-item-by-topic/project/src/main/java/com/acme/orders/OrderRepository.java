package com.acme.orders;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface OrderRepository extends JpaRepository<Order, Long> {

    List<Order> findByStatusAndCreatedAtBefore(Order.Status status, Instant before);

    long countByCustomerEmail(String customerEmail);
}
