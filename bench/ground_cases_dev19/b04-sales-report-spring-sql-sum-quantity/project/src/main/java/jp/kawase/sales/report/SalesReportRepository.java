package jp.kawase.sales.report;

import java.time.LocalDateTime;
import java.util.List;

import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.Repository;
import org.springframework.data.repository.query.Param;

import jp.kawase.sales.order.Order;

public interface SalesReportRepository extends Repository<Order, Long> {

    @Query(value = """
            SELECT s.code AS storeCode,
                   COUNT(DISTINCT o.id) AS orderCount,
                   SUM(oi.unit_price) AS grossSales
              FROM orders o
              JOIN order_items oi ON oi.order_id = o.id
              JOIN stores s ON s.id = o.store_id
             WHERE o.ordered_at >= :from AND o.ordered_at < :to
               AND o.status <> 'CANCELLED'
             GROUP BY s.code
             ORDER BY s.code
            """, nativeQuery = true)
    List<StoreSalesRow> monthlyTotals(@Param("from") LocalDateTime from, @Param("to") LocalDateTime to);

    @Query(value = """
            SELECT oi.sku AS sku,
                   SUM(oi.quantity) AS units
              FROM orders o
              JOIN order_items oi ON oi.order_id = o.id
             WHERE o.ordered_at >= :from AND o.ordered_at < :to
               AND o.status <> 'CANCELLED'
             GROUP BY oi.sku
             ORDER BY units DESC
             LIMIT :limit
            """, nativeQuery = true)
    List<SkuUnitsRow> topSkus(@Param("from") LocalDateTime from, @Param("to") LocalDateTime to,
                              @Param("limit") int limit);
}
