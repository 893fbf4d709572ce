package com.fleetly.orders;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface OrderRepository extends JpaRepository<Order, Long> {

    Optional<Order> findByReference(String reference);

    List<Order> findByStatus(OrderStatus status);

    Page<Order> findByCustomerId(long customerId, Pageable pageable);

    @Query("select o from Order o where o.createdAt >= :from and o.createdAt < :to")
    List<Order> findCreatedBetween(Instant from, Instant to);

    @Query("select count(o) from Order o where o.status = com.fleetly.orders.OrderStatus.OPEN")
    long countOpen();

    default Order require(long id) {
        return findById(id).orElseThrow(() -> new OrderNotFoundException(id));
    }

    /** Orders are soft-deleted; callers filter on status, never on a flag. */
    default boolean isVisible(Order order) {
        return order.getStatus() != OrderStatus.DELETED;
    }
}
