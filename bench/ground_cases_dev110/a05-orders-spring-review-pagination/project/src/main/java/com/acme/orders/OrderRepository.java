package com.acme.orders;

import java.time.Instant;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/**
 * Orders table access. Paging is always done by the caller's Pageable;
 * queries here never sort on their own.
 */
public interface OrderRepository extends JpaRepository<Order, Long> {

    Page<Order> findByStatus(Order.Status status, Pageable pageable);

    Page<Order> findByCreatedAtAfter(Instant after, Pageable pageable);

    Page<Order> findByStatusAndCreatedAtAfter(Order.Status status, Instant after, Pageable pageable);

    Page<Order> findByCustomerEmailIgnoreCase(String email, Pageable pageable);

    @Query("select o from Order o where o.status = :status and o.createdAt < :before")
    List<Order> findStale(@Param("status") Order.Status status, @Param("before") Instant before);

    @Query("select count(o) from Order o where o.status = :status")
    long countByStatus(@Param("status") Order.Status status);

    /**
     * Orders still pending payment for a customer, newest first; used by the
     * "you have an unpaid order" banner.
     */
    @Query("select o from Order o where o.customerEmail = :email and o.status = 'PENDING' order by o.createdAt desc")
    List<Order> findPendingFor(@Param("email") String email);
}
