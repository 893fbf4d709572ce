package com.acme.orders.export;

import java.time.Instant;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<Order, Long> {

    /**
     * Orders changed since the given instant, oldest change first.
     * Read page by page by {@link OrderExportJob}.
     */
    @Query(value = "select o from Order o where o.updatedAt >= :since order by o.updatedAt",
           countQuery = "select count(o) from Order o where o.updatedAt >= :since")
    Page<Order> findUpdatedSince(@Param("since") Instant since, Pageable pageable);

    @Query("select max(o.updatedAt) from Order o")
    Instant latestUpdate();
}
