package com.finly.statements;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

@Component
public class CustomerDirectory {
    private final JdbcTemplate jdbc;

    public CustomerDirectory(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public String emailOf(long customerId) {
        return jdbc.queryForObject("SELECT email FROM customers WHERE id = ?", String.class, customerId);
    }
}
