package com.brightcart.points;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface PointsLedger extends JpaRepository<PointsEntry, Long> {

    @Query("select coalesce(sum(e.remaining), 0) from PointsEntry e where e.customerId = ?1 and e.kind = 'EARNED'")
    int balance(long customerId);

    List<PointsEntry> findByCustomerIdAndKindAndRemainingGreaterThanOrderByCreatedAtAsc(
            long customerId, PointsEntry.Kind kind, int remaining);

    List<PointsEntry> findByKindAndRemainingGreaterThanAndExpiresAtBefore(PointsEntry.Kind kind, int remaining, Instant now);

    boolean existsByOrderIdAndKind(String orderId, PointsEntry.Kind kind);

    @Query("select coalesce(sum(e.remaining), 0) from PointsEntry e where e.customerId = ?1 and e.kind = 'EARNED'"
            + " and e.remaining > 0 and e.expiresAt < ?2")
    int expiringBefore(long customerId, Instant until);
}
