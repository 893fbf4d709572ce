package jp.mitsuba.orders.order;

import java.time.Instant;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<Order, Long> {

    /** [from, to), with the store fetched in the same query */
    @Query(value = """
            select o from Order o join fetch o.store
             where o.createdAt >= :from and o.createdAt < :to
               and o.status <> 'CANCELLED'
            """, countQuery = """
            select count(o) from Order o
             where o.createdAt >= :from and o.createdAt < :to
               and o.status <> 'CANCELLED'
            """)
    Page<Order> findForExport(@Param("from") Instant from, @Param("to") Instant to, Pageable pageable);

    @Query("""
            select count(o) from Order o
             where o.createdAt >= :from and o.createdAt < :to
               and o.status <> 'CANCELLED'
            """)
    long countForExport(@Param("from") Instant from, @Param("to") Instant to);
}
