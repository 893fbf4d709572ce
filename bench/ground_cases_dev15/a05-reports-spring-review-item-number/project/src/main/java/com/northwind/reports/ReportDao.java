package com.northwind.reports;

import java.math.BigDecimal;
import java.sql.Date;
import java.time.LocalDate;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class ReportDao {

    private static final String REVENUE_BY_REGION_SQL = """
            SELECT r.name AS region, SUM(o.total) AS revenue, COUNT(*) AS order_count
            FROM orders o
            JOIN regions r ON r.id = o.region_id
            WHERE o.created_at >= ? AND o.created_at < ?
              AND o.status <> 'CANCELLED'
            GROUP BY r.name
            """;

    private static final String LEDGER_TOTALS_SQL = """
            SELECT COALESCE(SUM(debit), 0) AS debits, COALESCE(SUM(credit), 0) AS credits
            FROM ledger_entries
            WHERE booked_on >= ? AND booked_on < ?
            """;

    private final JdbcTemplate jdbc;

    public ReportDao(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    static boolean sameAmount(BigDecimal a, BigDecimal b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.compareTo(b) == 0;
    }

    public boolean isLedgerBalanced(LocalDate from, LocalDate to) {
        return jdbc.queryForObject(LEDGER_TOTALS_SQL,
                (rs, i) -> sameAmount(rs.getBigDecimal("debits"), rs.getBigDecimal("credits")),
                Date.valueOf(from), Date.valueOf(to.plusDays(1)));
    }

    public List<RegionRevenue> revenueByRegion(LocalDate from, LocalDate to, String sort) {
        String sql = REVENUE_BY_REGION_SQL + " ORDER BY " + sort;
        return jdbc.query(sql,
                (rs, i) -> new RegionRevenue(rs.getString("region"), rs.getBigDecimal("revenue"), rs.getLong("order_count")),
                Date.valueOf(from), Date.valueOf(to.plusDays(1)));
    }

    public record RegionRevenue(String region, BigDecimal revenue, long orderCount) {
    }
}
