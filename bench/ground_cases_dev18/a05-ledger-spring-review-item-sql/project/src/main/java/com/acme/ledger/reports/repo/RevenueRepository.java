package com.acme.ledger.reports.repo;

import java.time.OffsetDateTime;
import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

import com.acme.ledger.orders.Order;

public interface RevenueRepository extends JpaRepository<Order, Long> {

    interface DailyRevenueRow {
        OffsetDateTime getDay();

        long getRevenueCents();

        long getOrders();
    }

    /** Net revenue (paid minus refunded) per day, for orders paid in [from, to). */
    @Query(value = """
            SELECT date_trunc('day', o.paid_at) AS day,
                   SUM(o.total_cents - o.refunded_cents) AS revenue_cents,
                   COUNT(*) AS orders
            FROM orders o
            WHERE o.status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED')
              AND o.paid_at >= :from
              AND o.paid_at < :to
            GROUP BY 1
            ORDER BY 1
            """, nativeQuery = true)
    List<DailyRevenueRow> dailyRevenue(@Param("from") OffsetDateTime from, @Param("to") OffsetDateTime to);

    @Query(value = """
            SELECT COUNT(*) FROM orders o
            WHERE o.status = 'PAID' AND o.paid_at >= :from AND o.paid_at < :to
            """, nativeQuery = true)
    long countPaid(@Param("from") OffsetDateTime from, @Param("to") OffsetDateTime to);
}
