package com.northwind.reports.repo;

import com.northwind.reports.domain.Order;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface ReportRepository extends JpaRepository<Order, Long> {

    @Query("""
            select o from Order o
            where o.tenantId = :tenantId
              and o.createdAt >= :from
              and o.createdAt < :to
            order by o.createdAt
            """)
    List<Order> findByTenantAndRange(@Param("tenantId") long tenantId,
                                     @Param("from") LocalDateTime from,
                                     @Param("to") LocalDateTime to);

    @Query("""
            select coalesce(sum(o.amount), 0) from Order o
            where o.tenantId = :tenantId
              and o.createdAt >= :from
              and o.createdAt < :to
            """)
    BigDecimal sumAmount(@Param("tenantId") long tenantId,
                         @Param("from") LocalDateTime from,
                         @Param("to") LocalDateTime to);
}
