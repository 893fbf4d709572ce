package com.acme.orders;

import java.util.Collection;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<Order, Long> {

    Page<Order> findByCustomerId(Long customerId, Pageable pageable);

    @Query("select l from Order$Line l where l.orderId = :orderId")
    List<Order.Line> findLines(@Param("orderId") Long orderId);

    @Query("select l from Order$Line l where l.orderId in :orderIds")
    List<Order.Line> findLinesForOrders(@Param("orderIds") Collection<Long> orderIds);
}
