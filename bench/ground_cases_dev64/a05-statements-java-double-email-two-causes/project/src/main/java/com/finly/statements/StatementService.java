package com.finly.statements;

import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

@Service
public class StatementService {

    private final JdbcTemplate jdbc;
    private final PdfRenderer renderer;

    public StatementService(JdbcTemplate jdbc, PdfRenderer renderer) {
        this.jdbc = jdbc;
        this.renderer = renderer;
    }

    public byte[] render(long customerId, String period) {
        List<Transaction> txs = jdbc.query(
            "SELECT booked_on, description, amount_cents FROM transactions WHERE customer_id = ? AND to_char(booked_on, 'YYYY-MM') = ? ORDER BY booked_on",
            (rs, i) -> new Transaction(rs.getDate(1).toLocalDate(), rs.getString(2), rs.getLong(3)),
            customerId, period);
        byte[] pdf = renderer.render(customerId, period, txs);
        jdbc.update(
            "INSERT INTO statements (customer_id, period, pdf) VALUES (?, ?, ?) "
                + "ON CONFLICT (customer_id, period) DO UPDATE SET pdf = EXCLUDED.pdf, rendered_at = now()",
            customerId, period, pdf);
        return pdf;
    }

    public record Transaction(java.time.LocalDate bookedOn, String description, long amountCents) {}

    public interface PdfRenderer {
        byte[] render(long customerId, String period, List<Transaction> txs);
    }
}
