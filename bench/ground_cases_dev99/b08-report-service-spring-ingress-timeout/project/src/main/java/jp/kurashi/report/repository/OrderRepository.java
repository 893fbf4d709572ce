package jp.kurashi.report.repository;

import java.time.OffsetDateTime;
import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

import jp.kurashi.report.domain.Order;

public interface OrderRepository extends JpaRepository<Order, Long> {

    /** 指定店舗・期間の注文 (明細は LAZY)。 */
    List<Order> findByStoreIdAndOrderedAtGreaterThanEqualAndOrderedAtLessThanOrderByOrderedAt(
            Long storeId, OffsetDateTime from, OffsetDateTime to);

    /** 明細をまとめて読む (月次レポート用、N+1 回避)。 */
    @Query("""
            select distinct o from Order o left join fetch o.lines
            where o.storeId = :storeId and o.orderedAt >= :from and o.orderedAt < :to
              and o.status <> 'CANCELLED'
            order by o.orderedAt
            """)
    List<Order> findWithLinesInPeriod(@Param("storeId") Long storeId,
                                      @Param("from") OffsetDateTime from,
                                      @Param("to") OffsetDateTime to);

    @Query("""
            select count(o) from Order o
            where o.storeId = :storeId and o.orderedAt >= :from and o.orderedAt < :to
            """)
    long countInPeriod(@Param("storeId") Long storeId,
                       @Param("from") OffsetDateTime from,
                       @Param("to") OffsetDateTime to);

    @Query("""
            select distinct o.storeId from Order o
            where o.orderedAt >= :from and o.orderedAt < :to
            """)
    List<Long> activeStores(@Param("from") OffsetDateTime from, @Param("to") OffsetDateTime to);
}
