package com.lvtu.order.repo;

import com.lvtu.order.domain.Order;
import java.time.Instant;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<Order, String> {

    /** 用户自己的订单列表，按下单时间倒序。 */
    Page<Order> findByUserIdOrderByCreatedAtDesc(Long userId, Pageable pageable);

    /** 导出用：[from, to) 区间内的订单，时间是 UTC Instant。 */
    @Query("select o from Order o where o.createdAt >= :from and o.createdAt < :to order by o.createdAt")
    List<Order> findForExport(@Param("from") Instant from, @Param("to") Instant to);

    /** 超时未支付的订单，定时任务用来自动取消。 */
    @Query("select o from Order o where o.status = com.lvtu.order.domain.Order.Status.CREATED "
            + "and o.createdAt < :deadline")
    List<Order> findUnpaidBefore(@Param("deadline") Instant deadline);

    long countByUserIdAndStatus(Long userId, Order.Status status);

    default boolean hasOpenOrders(Long userId) {
        return countByUserIdAndStatus(userId, Order.Status.CREATED) > 0
                || countByUserIdAndStatus(userId, Order.Status.PAID) > 0;
    }
}
