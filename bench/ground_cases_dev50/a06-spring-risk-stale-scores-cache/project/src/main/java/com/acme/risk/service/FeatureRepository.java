package com.acme.risk.service;

import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/** Reads the customer's latest feature row from the feature store's online table. */
@Repository
public class FeatureRepository {

    private static final String SQL = """
            SELECT days_past_due_max_90d, utilization, open_accounts, inquiries_6m, tenure_months, income_verified
            FROM online_features.customer_risk_v3
            WHERE customer_id = ?
            """;

    private final JdbcTemplate jdbc;

    public FeatureRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Map<String, Double> forCustomer(String customerId) {
        return jdbc.queryForObject(SQL, (rs, i) -> Map.of(
                "days_past_due_max_90d", rs.getDouble(1),
                "utilization", rs.getDouble(2),
                "open_accounts", rs.getDouble(3),
                "inquiries_6m", rs.getDouble(4),
                "tenure_months", rs.getDouble(5),
                "income_verified", rs.getBoolean(6) ? 1.0 : 0.0), customerId);
    }
}
