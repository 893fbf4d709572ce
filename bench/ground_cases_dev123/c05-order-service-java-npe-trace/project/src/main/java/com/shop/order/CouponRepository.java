package com.shop.order;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Repository;

@Repository
public class CouponRepository {
    private final JdbcTemplate jdbc;
    private final ConcurrentHashMap<String, Optional<BigDecimal>> cache = new ConcurrentHashMap<>();

    public CouponRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Percentage off (e.g. 10 for 10%) for an active coupon code. */
    public Optional<BigDecimal> percentOff(String code) {
        return cache.computeIfAbsent(code, this::load);
    }

    private Optional<BigDecimal> load(String code) {
        List<BigDecimal> rows = jdbc.queryForList(
                "SELECT percent_off FROM coupons WHERE code = ? AND expires_at > now() AND active = 1",
                BigDecimal.class, code);
        return rows.stream().findFirst();
    }

    /** Coupons expire and get switched off: drop the cache every five minutes. */
    @Scheduled(fixedRate = 300_000)
    public void evict() {
        cache.clear();
    }
}
