package com.acme.report;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class JdbcOrderRepository implements OrderRepository {

    private final JdbcTemplate jdbc;

    public JdbcOrderRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public List<Order> findBetween(Instant from, Instant to) {
        return jdbc.query(
                "SELECT id, store_code, amount, created_at FROM orders WHERE created_at >= ? AND created_at < ? ORDER BY id",
                (rs, i) -> new Order(rs.getLong(1), rs.getString(2), rs.getBigDecimal(3), rs.getTimestamp(4).toInstant()),
                Timestamp.from(from), Timestamp.from(to));
    }

    @Override
    public void save(Order order) {
        jdbc.update("INSERT INTO orders (id, store_code, amount, created_at) VALUES (?, ?, ?, ?)",
                order.id(), order.storeCode(), order.amount(), Timestamp.from(order.createdAt()));
    }
}
