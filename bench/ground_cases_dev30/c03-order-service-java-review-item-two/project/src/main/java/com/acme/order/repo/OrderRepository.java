package com.acme.order.repo;

import com.acme.order.domain.Order;
import java.util.Collection;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface OrderRepository extends JpaRepository<Order, Long> {

    List<Order> findByCustomerIdOrderByCreatedAtDesc(long customerId);

    /** [orderId, itemCount] for every order id given. */
    @Query("select i.order.id, count(i) from OrderItem i where i.order.id in :ids group by i.order.id")
    List<Object[]> countItemsByOrderIds(Collection<Long> ids);
}
