package com.lanshan.report;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class ReportRepository {

    private final JdbcTemplate jdbc;

    public ReportRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public long countVisits(LocalDate from, LocalDate to) {
        Long n = jdbc.queryForObject(
                "SELECT COUNT(*) FROM visits WHERE visit_date BETWEEN ? AND ?", Long.class, from, to);
        return n == null ? 0 : n;
    }

    public long countOrders(LocalDate from, LocalDate to) {
        Long n = jdbc.queryForObject(
                "SELECT COUNT(*) FROM orders WHERE order_date BETWEEN ? AND ? "
                        + "AND status NOT IN ('CANCELLED', 'REFUNDED')",
                Long.class, from, to);
        return n == null ? 0 : n;
    }

    public List<ProductSales> salesByProduct(LocalDate from, LocalDate to) {
        return new ArrayList<>(jdbc.query(
                "SELECT p.sku, p.name, SUM(i.qty * i.price_fen) AS revenue FROM order_items i "
                        + "JOIN products p ON p.id = i.product_id JOIN orders o ON o.id = i.order_id "
                        + "WHERE o.order_date BETWEEN ? AND ? AND o.status <> 'CANCELLED' GROUP BY p.sku, p.name",
                (rs, i) -> new ProductSales(rs.getString("sku"), rs.getString("name"), rs.getLong("revenue")),
                from, to));
    }
}
