package jp.example.shopadmin.order;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<Order, Long> {

    Page<Order> findByStatusOrderByCreatedAtDesc(OrderStatus status, Pageable pageable);

    Optional<Order> findByOrderNo(String orderNo);

    @Query("select o from Order o where o.customer.id = :customerId order by o.createdAt desc")
    List<Order> findRecentByCustomer(@Param("customerId") Long customerId, Pageable pageable);

    @Query("select count(o) from Order o where o.status = :status and o.createdAt >= :since")
    long countSince(@Param("status") OrderStatus status, @Param("since") OffsetDateTime since);
}
