package com.example.pricing;

import java.sql.Timestamp;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

@Repository
public class PriceRepository {

    private static final RowMapper<PricePoint> ROW = (rs, i) -> new PricePoint(
            rs.getString("sku"), rs.getBigDecimal("price"), rs.getTimestamp("observed_at").toInstant());

    private final JdbcTemplate jdbc;

    public PriceRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<String> findAllSkus() {
        return jdbc.queryForList("SELECT sku FROM products ORDER BY sku", String.class);
    }

    public Optional<PricePoint> findLatest(String sku) {
        return jdbc.query("SELECT sku, price, observed_at FROM prices WHERE sku = ? ORDER BY observed_at DESC LIMIT 1",
                ROW, sku).stream().findFirst();
    }

    public List<PricePoint> findLatestForAll() {
        return jdbc.query("SELECT DISTINCT ON (sku) sku, price, observed_at FROM prices ORDER BY sku, observed_at DESC", ROW);
    }

    public List<PricePoint> history(String sku, int limit) {
        return jdbc.query("SELECT sku, price, observed_at FROM prices WHERE sku = ? ORDER BY observed_at DESC LIMIT ?",
                ROW, sku, limit);
    }

    public void insert(PricePoint p) {
        jdbc.update("INSERT INTO prices (sku, price, observed_at) VALUES (?, ?, ?)",
                p.sku(), p.price(), Timestamp.from(p.observedAt()));
    }

    public void touchProduct(String sku) {
        jdbc.update("UPDATE products SET price_updated_at = now() WHERE sku = ?", sku);
    }
}
