package com.shop.order;

import java.math.BigDecimal;
import java.util.Map;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class OrderRepository {
    private final JdbcTemplate jdbc;

    public OrderRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public BigDecimal unitPrice(String sku) {
        return jdbc.queryForObject("SELECT price FROM products WHERE sku = ?", BigDecimal.class, sku);
    }

    public long insert(String customerId, BigDecimal total, String coupon) {
        jdbc.update("INSERT INTO orders (customer_id, total, coupon) VALUES (?, ?, ?)", customerId, total, coupon);
        return jdbc.queryForObject("SELECT last_insert_id()", Long.class);
    }

    public Map<String, Object> find(long id) {
        return jdbc.queryForMap("SELECT id, customer_id, total, coupon, created_at FROM orders WHERE id = ?", id);
    }
}
