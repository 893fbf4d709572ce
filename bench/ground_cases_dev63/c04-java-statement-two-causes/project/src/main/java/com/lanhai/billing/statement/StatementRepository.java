package com.lanhai.billing.statement;

import java.time.Instant;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class StatementRepository {

    private static final String BETWEEN = """
            SELECT order_no, created_at, description, amount
            FROM billing_orders
            WHERE customer_id = ? AND created_at >= ? AND created_at < ?
            ORDER BY created_at
            """;

    private static final String MONTHS = """
            SELECT DISTINCT to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') AS m
            FROM billing_orders WHERE customer_id = ? ORDER BY m DESC
            """;

    private final JdbcTemplate jdbc;

    public StatementRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** created_at 是 timestamptz；区间左闭右开 [from, to)。 */
    public List<StatementLine> findBetween(long customerId, Instant from, Instant to) {
        return jdbc.query(BETWEEN, (rs, i) -> new StatementLine(
                rs.getString("order_no"),
                rs.getTimestamp("created_at").toInstant(),
                rs.getString("description"),
                rs.getBigDecimal("amount")), customerId, java.sql.Timestamp.from(from), java.sql.Timestamp.from(to));
    }

    public List<String> months(long customerId) {
        return jdbc.queryForList(MONTHS, String.class, customerId);
    }
}
