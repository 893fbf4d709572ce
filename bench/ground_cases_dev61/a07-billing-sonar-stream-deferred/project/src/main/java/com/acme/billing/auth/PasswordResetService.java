package com.acme.billing.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.security.SecureRandom;
import java.util.HexFormat;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

@Service
public class PasswordResetService {

    private static final Duration TTL = Duration.ofMinutes(30);

    private final JdbcTemplate jdbc;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public PasswordResetService(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    public String issueToken(long userId) {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        String token = HexFormat.of().formatHex(bytes);
        Instant expires = clock.instant().plus(TTL);
        jdbc.update("INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
                userId, token, java.sql.Timestamp.from(expires));
        return token;
    }

    public boolean consume(String token) {
        int n = jdbc.update("DELETE FROM password_resets WHERE token = ? AND expires_at > ?",
                token, java.sql.Timestamp.from(clock.instant()));
        return n == 1;
    }
}
