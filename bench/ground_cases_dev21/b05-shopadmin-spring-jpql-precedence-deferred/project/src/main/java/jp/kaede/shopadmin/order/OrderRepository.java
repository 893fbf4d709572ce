package jp.kaede.shopadmin.order;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<Order, Long> {

    Optional<Order> findByOrderNumber(String orderNumber);

    Page<Order> findByShopIdOrderByOrderedAtDesc(Long shopId, Pageable pageable);

    List<Order> findByShopIdAndStatus(Long shopId, OrderStatus status);

    @Query("SELECT new jp.kaede.shopadmin.order.MonthlySales(COUNT(o), COALESCE(SUM(o.totalAmount), 0)) "
            + "FROM Order o WHERE o.shopId = :shopId AND o.status <> jp.kaede.shopadmin.order.OrderStatus.CANCELLED "
            + "AND o.orderedAt >= :from AND o.orderedAt < :to")
    MonthlySales summarizeSales(@Param("shopId") Long shopId,
                                @Param("from") LocalDateTime from,
                                @Param("to") LocalDateTime to);

    /** ダッシュボードの「未処理」件数 */
    @Query("SELECT COUNT(o) FROM Order o WHERE o.status = jp.kaede.shopadmin.order.OrderStatus.PENDING OR o.status = jp.kaede.shopadmin.order.OrderStatus.PROCESSING AND o.shopId = :shopId")
    long countOpenOrders(@Param("shopId") Long shopId);

    @Query("SELECT o FROM Order o WHERE o.shopId = :shopId AND o.orderedAt >= :from AND o.orderedAt < :to ORDER BY o.orderedAt")
    List<Order> findInPeriod(@Param("shopId") Long shopId,
                             @Param("from") LocalDateTime from,
                             @Param("to") LocalDateTime to);
}
