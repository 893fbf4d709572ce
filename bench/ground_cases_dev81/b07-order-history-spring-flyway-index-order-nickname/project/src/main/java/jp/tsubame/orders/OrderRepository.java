package jp.tsubame.orders;

import java.time.LocalDateTime;
import java.util.Optional;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<Order, Long> {

    Page<Order> findByCustomerIdOrderByCreatedAtDesc(Long customerId, Pageable pageable);

    Optional<Order> findByOrderNo(String orderNo);

    @Query("""
            select coalesce(sum(o.totalYen), 0) from Order o
             where o.customerId = :customerId
               and o.status <> 'CANCELLED'
               and o.createdAt >= :since
            """)
    long sumTotalSince(@Param("customerId") Long customerId, @Param("since") LocalDateTime since);
}
