package com.acme.billing.report;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class ReportRepository {

    public record RevenueLine(String customerId, String plan, BigDecimal amount) {}

    private final JdbcTemplate jdbc;

    public ReportRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<RevenueLine> revenue(LocalDate from, LocalDate to, String plan) {
        String sql = "SELECT customer_id, plan, SUM(amount) AS amount FROM invoices "
                + "WHERE issued_on >= ? AND issued_on < ?";
        List<Object> args = new ArrayList<>(List.of(from, to));
        if (plan != null && !plan.isBlank()) {
            sql += " AND plan = ?";
            args.add(plan);
        }
        sql += " GROUP BY customer_id, plan ORDER BY amount DESC";
        return jdbc.query(sql, (rs, i) -> new RevenueLine(
                rs.getString("customer_id"), rs.getString("plan"), rs.getBigDecimal("amount")),
                args.toArray());
    }

    public BigDecimal total(LocalDate from, LocalDate to) {
        return jdbc.queryForObject(
                "SELECT COALESCE(SUM(amount), 0) FROM invoices WHERE issued_on >= ? AND issued_on < ?",
                BigDecimal.class, from, to);
    }
}
