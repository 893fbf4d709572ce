package jp.example.billing.order;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class OrderRepository {

    private final JdbcTemplate jdbc;

    public OrderRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Orders placed in [from, to). */
    public List<Order> findPlacedBetween(Instant from, Instant to) {
        return jdbc.query(
                "SELECT id, customer_id, amount, placed_at FROM orders WHERE placed_at >= ? AND placed_at < ? ORDER BY placed_at",
                (rs, i) -> new Order(
                        rs.getLong("id"),
                        rs.getLong("customer_id"),
                        rs.getBigDecimal("amount"),
                        rs.getTimestamp("placed_at").toInstant()),
                Timestamp.from(from), Timestamp.from(to));
    }

    public int insert(long customerId, java.math.BigDecimal amount, Instant placedAt) {
        return jdbc.update("INSERT INTO orders (customer_id, amount, placed_at) VALUES (?, ?, ?)",
                customerId, amount, Timestamp.from(placedAt));
    }
}
