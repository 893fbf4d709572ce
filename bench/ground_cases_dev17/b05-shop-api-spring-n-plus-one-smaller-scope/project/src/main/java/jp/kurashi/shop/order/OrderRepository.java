package jp.kurashi.shop.order;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<Order, Long> {

    Optional<Order> findByOrderNumber(String orderNumber);

    Page<Order> findByStatusOrderByOrderedAtDesc(OrderStatus status, Pageable pageable);

    @Query("select o from Order o where o.customer.id = :customerId order by o.orderedAt desc")
    List<Order> findRecentByCustomer(@Param("customerId") Long customerId, Pageable pageable);

    @Query("select count(o) from Order o where o.status = :status and o.orderedAt < :before")
    long countStale(@Param("status") OrderStatus status, @Param("before") OffsetDateTime before);
}
