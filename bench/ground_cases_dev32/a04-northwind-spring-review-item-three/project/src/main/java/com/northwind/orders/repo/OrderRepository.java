package com.northwind.orders.repo;

import com.northwind.orders.model.Order;
import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<Order, Long> {

    @Query("select o from Order o where o.status = com.northwind.orders.model.OrderStatus.REFUNDED "
            + "and o.updatedAt >= :from and o.updatedAt < :to order by o.updatedAt")
    List<Order> findRefundedBetween(@Param("from") Instant from, @Param("to") Instant to);

    List<Order> findByCustomerIdOrderByCreatedAtDesc(Long customerId);
}
