package com.acme.billing.report;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class ReportQueries {

    private static final Set<String> SORTABLE = Set.of("due_date", "total", "number", "customer_name");

    private final NamedParameterJdbcTemplate jdbc;

    public ReportQueries(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Map<String, Object>> overdue(long tenantId, String sort) {
        String column = SORTABLE.contains(sort) ? sort : "due_date";
        String sql = "SELECT i.number, i.due_date, i.total, c.display_name AS customer_name "
                + "FROM invoices i JOIN customers c ON c.id = i.customer_id "
                + "WHERE i.tenant_id = :tenant AND i.status = 'OPEN' AND i.due_date < current_date "
                + "ORDER BY " + column;
        return jdbc.queryForList(sql, new MapSqlParameterSource("tenant", tenantId));
    }

    public BigDecimalSummary openTotals(long tenantId) {
        return jdbc.queryForObject(
                "SELECT coalesce(sum(total), 0) AS open_total, count(*) AS open_count "
                        + "FROM invoices WHERE tenant_id = :tenant AND status = 'OPEN'",
                new MapSqlParameterSource("tenant", tenantId),
                (rs, i) -> new BigDecimalSummary(rs.getBigDecimal("open_total"), rs.getLong("open_count")));
    }

    public record BigDecimalSummary(java.math.BigDecimal total, long count) {
    }
}
