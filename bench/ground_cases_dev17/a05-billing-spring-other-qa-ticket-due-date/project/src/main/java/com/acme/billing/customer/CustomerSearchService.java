package com.acme.billing.customer;

import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Service;

@Service
public class CustomerSearchService {

    private static final int MAX_RESULTS = 50;

    private static final RowMapper<CustomerSummary> SUMMARY = (rs, i) -> new CustomerSummary(
            rs.getLong("id"),
            rs.getString("display_name"),
            rs.getString("email"),
            rs.getString("country"),
            rs.getInt("open_invoices"));

    private final JdbcTemplate jdbc;

    public CustomerSearchService(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<CustomerSummary> search(long tenantId, String query) {
        String q = query == null ? "" : query.trim().toLowerCase();
        if (q.length() < 2) {
            return List.of();
        }
        String sql = "SELECT c.id, c.display_name, c.email, c.country, "
                + "(SELECT count(*) FROM invoices i WHERE i.customer_id = c.id AND i.status = 'OPEN') AS open_invoices "
                + "FROM customers c WHERE c.tenant_id = ? "
                + "AND (lower(c.display_name) LIKE ? ESCAPE '\\' OR lower(c.email) LIKE ? ESCAPE '\\') "
                + "ORDER BY c.display_name LIMIT ?";
        String pattern = "%" + escapeLike(q) + "%";
        return jdbc.query(sql, SUMMARY, tenantId, pattern, pattern, MAX_RESULTS);
    }

    /** Makes % and _ in user input match literally inside a LIKE pattern. */
    static String escapeLike(String s) {
        return s.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }

    public record CustomerSummary(long id, String displayName, String email, String country, int openInvoices) {
    }
}
