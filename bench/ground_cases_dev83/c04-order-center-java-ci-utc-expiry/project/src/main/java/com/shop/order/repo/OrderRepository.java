package com.shop.order.repo;

import com.shop.order.model.Order;
import java.time.LocalDateTime;
import java.util.List;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface OrderRepository extends JpaRepository<Order, Long> {

    @Query("select o from Order o where o.status = 'UNPAID' and o.createdAt < :before order by o.createdAt")
    List<Order> findUnpaidCreatedBefore(LocalDateTime before, Pageable page);
}
