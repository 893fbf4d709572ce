package com.acme.coupon;

import java.sql.Timestamp;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class CouponRepository {

    private final JdbcTemplate jdbc;

    public CouponRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<Coupon> findByCode(String code) {
        List<Coupon> rows = jdbc.query(
                "SELECT code, discount, min_spend, expires_at, active FROM coupon WHERE code = ?",
                (rs, i) -> {
                    Timestamp expires = rs.getTimestamp("expires_at");
                    return new Coupon(
                            rs.getString("code"),
                            rs.getBigDecimal("discount"),
                            rs.getBigDecimal("min_spend"),
                            expires == null ? null : expires.toInstant(),
                            rs.getBoolean("active"));
                },
                code);
        return rows.stream().findFirst();
    }
}
