package com.example.reco.service;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** The fallback: items by 7-day sales, cached for a few minutes. */
@Component
public class PopularItems {
    private final JdbcTemplate jdbc;
    private final Duration ttl;
    private final int size;
    private volatile List<String> cached = List.of();
    private volatile Instant loadedAt = Instant.EPOCH;

    public PopularItems(JdbcTemplate jdbc, @Value("${reco.popular.cache-ttl}") Duration ttl,
                        @Value("${reco.popular.size}") int size) {
        this.jdbc = jdbc;
        this.ttl = ttl;
        this.size = size;
    }

    public List<String> top(int limit) {
        if (Instant.now().isAfter(loadedAt.plus(ttl))) {
            cached = jdbc.queryForList(
                    "SELECT item_id FROM popular_items_7d ORDER BY sales DESC LIMIT ?", String.class, size);
            loadedAt = Instant.now();
        }
        return cached.subList(0, Math.min(limit, cached.size()));
    }
}
