package com.larkspur.reports;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

@ApplicationScoped
public class ReportRepository {

    @Inject
    EntityManager em;

    @SuppressWarnings("unchecked")
    public List<Object[]> monthlyRevenue(LocalDate from, LocalDate to) {
        return em.createNativeQuery("""
                SELECT date_trunc('month', o.placed_at) AS month,
                       SUM(o.total_amount)             AS revenue,
                       COUNT(*)                        AS orders
                FROM orders o
                WHERE o.placed_at >= :from
                  AND o.placed_at < :to
                GROUP BY 1
                ORDER BY 1
                """)
                .setParameter("from", from)
                .setParameter("to", to)
                .getResultList();
    }

    public BigDecimal refundedTotal(LocalDate from, LocalDate to) {
        Object result = em.createNativeQuery("""
                SELECT COALESCE(SUM(r.amount), 0)
                FROM refunds r
                WHERE r.created_at >= :from AND r.created_at < :to
                """)
                .setParameter("from", from)
                .setParameter("to", to)
                .getSingleResult();
        return (BigDecimal) result;
    }
}
