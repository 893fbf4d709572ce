package com.acme.reminders;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class InvoiceRepository {

    private static final String OPEN_OVERDUE = """
            SELECT i.id, i.number, c.email, c.name, i.amount_due, i.currency, i.due_date,
                   i.reminders_sent, i.last_reminded_at
              FROM invoices i
              JOIN customers c ON c.id = i.customer_id
             WHERE i.status = 'open'
               AND i.due_date < CURRENT_DATE
               AND c.reminders_opt_out = false
             ORDER BY i.due_date
            """;

    private final JdbcTemplate jdbc;

    public InvoiceRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Invoice> openOverdue() {
        return jdbc.query(OPEN_OVERDUE, (rs, n) -> map(rs));
    }

    public void markReminded(long invoiceId, Instant at) {
        jdbc.update("UPDATE invoices SET reminders_sent = reminders_sent + 1, last_reminded_at = ? WHERE id = ?",
                Timestamp.from(at), invoiceId);
    }

    private static Invoice map(ResultSet rs) throws SQLException {
        Timestamp last = rs.getTimestamp("last_reminded_at");
        return new Invoice(
                rs.getLong("id"),
                rs.getString("number"),
                rs.getString("email"),
                rs.getString("name"),
                rs.getBigDecimal("amount_due"),
                rs.getString("currency"),
                rs.getDate("due_date").toLocalDate(),
                rs.getInt("reminders_sent"),
                last == null ? null : last.toInstant());
    }
}
