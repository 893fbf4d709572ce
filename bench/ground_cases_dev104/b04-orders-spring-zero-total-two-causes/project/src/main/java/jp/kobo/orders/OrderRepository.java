package jp.kobo.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface OrderRepository extends JpaRepository<OrderEntity, Long> {

    List<OrderEntity> findByCustomerIdOrderByCreatedAtDesc(long customerId);

    /** Used by the monthly accounting export. */
    List<OrderEntity> findByCreatedAtBetween(Instant from, Instant to);

    long countByTotal(BigDecimal total);
}
