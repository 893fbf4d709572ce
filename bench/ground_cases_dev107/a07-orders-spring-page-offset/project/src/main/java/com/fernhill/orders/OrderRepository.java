package com.fernhill.orders;

import java.time.Instant;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/**
 * Spring Data repository for orders. Derived queries only, except the
 * dashboard query below.
 */
public interface OrderRepository extends JpaRepository<Order, Long> {

    Page<Order> findByStatus(Order.Status status, Pageable pageable);

    List<Order> findByCustomerEmailOrderByCreatedAtDesc(String customerEmail);

    List<Order> findTop10ByStatusOrderByCreatedAtDesc(Order.Status status);

    boolean existsByCustomerEmailAndStatus(String customerEmail, Order.Status status);

    @Query("select o from Order o where o.createdAt >= :since and o.status <> 'CANCELLED'")
    List<Order> findLiveSince(@Param("since") Instant since);

    long countByStatus(Order.Status status);

    long countByCustomerEmail(String customerEmail);
}
