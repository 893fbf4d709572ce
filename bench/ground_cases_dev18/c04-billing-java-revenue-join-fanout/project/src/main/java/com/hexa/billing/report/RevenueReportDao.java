package com.hexa.billing.report;

import java.math.BigDecimal;
import java.time.YearMonth;
import java.util.List;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class RevenueReportDao {

    private final NamedParameterJdbcTemplate jdbc;

    public RevenueReportDao(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<MonthlyRevenue> monthlyRevenue(YearMonth from, YearMonth to) {
        String sql = """
                SELECT date_trunc('month', p.paid_at) AS month,
                       COUNT(DISTINCT o.id)           AS order_count,
                       COUNT(i.id)                    AS item_count,
                       SUM(p.amount)                  AS revenue
                  FROM payments p
                  JOIN orders o      ON o.id = p.order_id
                  JOIN order_items i ON i.order_id = o.id
                 WHERE p.status = 'CAPTURED'
                   AND p.paid_at >= :from
                   AND p.paid_at <  :to
                 GROUP BY 1
                 ORDER BY 1
                """;
        var params = new MapSqlParameterSource()
                .addValue("from", from.atDay(1))
                .addValue("to", to.plusMonths(1).atDay(1));
        return jdbc.query(sql, params, (rs, n) -> new MonthlyRevenue(
                YearMonth.from(rs.getTimestamp("month").toLocalDateTime()),
                rs.getLong("order_count"),
                rs.getLong("item_count"),
                rs.getBigDecimal("revenue")));
    }

    public List<TopCustomer> topCustomers(YearMonth month, int limit) {
        String sql = """
                SELECT c.id, c.name, SUM(p.amount) AS revenue
                  FROM payments p
                  JOIN orders o    ON o.id = p.order_id
                  JOIN customers c ON c.id = o.customer_id
                 WHERE p.status = 'CAPTURED'
                   AND p.paid_at >= :from
                   AND p.paid_at <  :to
                 GROUP BY c.id, c.name
                 ORDER BY revenue DESC
                 LIMIT :limit
                """;
        var params = new MapSqlParameterSource()
                .addValue("from", month.atDay(1))
                .addValue("to", month.plusMonths(1).atDay(1))
                .addValue("limit", limit);
        return jdbc.query(sql, params, (rs, n) -> new TopCustomer(
                rs.getLong("id"), rs.getString("name"), rs.getBigDecimal("revenue")));
    }

    public BigDecimal refundedTotal(YearMonth month) {
        String sql = """
                SELECT COALESCE(SUM(r.amount), 0)
                  FROM refunds r
                 WHERE r.created_at >= :from
                   AND r.created_at <  :to
                """;
        var params = new MapSqlParameterSource()
                .addValue("from", month.atDay(1))
                .addValue("to", month.plusMonths(1).atDay(1));
        return jdbc.queryForObject(sql, params, BigDecimal.class);
    }
}
