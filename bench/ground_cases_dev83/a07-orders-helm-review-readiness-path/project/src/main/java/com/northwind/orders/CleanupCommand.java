package com.northwind.orders;

import java.time.Duration;
import java.time.Instant;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.CommandLineRunner;
import org.springframework.context.annotation.Profile;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Runs once and exits when started with the "cleanup" profile (the nightly CronJob). */
@Component
@Profile("cleanup")
public class CleanupCommand implements CommandLineRunner {

    private static final Logger log = LoggerFactory.getLogger(CleanupCommand.class);
    private static final Duration KEEP_ABANDONED_CARTS = Duration.ofDays(14);

    private final JdbcTemplate jdbc;

    public CleanupCommand(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public void run(String... args) {
        Instant cutoff = Instant.now().minus(KEEP_ABANDONED_CARTS);
        int carts = jdbc.update("DELETE FROM carts WHERE status = 'abandoned' AND updated_at < ?", cutoff);
        int tokens = jdbc.update("DELETE FROM checkout_tokens WHERE expires_at < now()");
        log.info("cleanup removed {} abandoned carts and {} expired checkout tokens", carts, tokens);
    }
}
