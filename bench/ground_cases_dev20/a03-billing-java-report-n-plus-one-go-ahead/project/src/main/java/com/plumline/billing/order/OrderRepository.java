package com.plumline.billing.order;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<Order, Long> {

    Optional<Order> findByIdAndTenantId(long id, long tenantId);

    @Query("select o from Order o where o.tenantId = :tenantId and o.createdAt >= :from and o.createdAt < :to and o.status <> 'CANCELLED' order by o.createdAt")
    List<Order> findForPeriod(@Param("tenantId") long tenantId, @Param("from") Instant from, @Param("to") Instant to);

    @Query("select count(o) from Order o where o.tenantId = :tenantId and o.status = :status")
    long countByStatus(@Param("tenantId") long tenantId, @Param("status") OrderStatus status);

    @Query("select o from Order o join fetch o.customer where o.id = :id and o.tenantId = :tenantId")
    Optional<Order> findWithCustomer(@Param("id") long id, @Param("tenantId") long tenantId);

    List<Order> findTop20ByTenantIdOrderByCreatedAtDesc(long tenantId);

    default boolean belongsTo(long orderId, long tenantId) {
        return findByIdAndTenantId(orderId, tenantId).isPresent();
    }
}
