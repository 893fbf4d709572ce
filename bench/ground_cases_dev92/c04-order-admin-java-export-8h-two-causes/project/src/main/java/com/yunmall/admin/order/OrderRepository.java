package com.yunmall.admin.order;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface OrderRepository extends JpaRepository<Order, Long> {

    List<Order> findByCreatedAtBetweenOrderByCreatedAtAsc(Instant from, Instant to);
}
