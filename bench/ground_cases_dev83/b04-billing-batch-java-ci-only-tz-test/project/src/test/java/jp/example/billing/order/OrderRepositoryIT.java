package jp.example.billing.order;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.jdbc.JdbcTest;
import org.springframework.boot.test.autoconfigure.jdbc.AutoConfigureTestDatabase;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

@JdbcTest
@Testcontainers
@Import(OrderRepository.class)
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
class OrderRepositoryIT {

    @Container
    static PostgreSQLContainer<?> pg = new PostgreSQLContainer<>("postgres:16-alpine")
            .withInitScript("schema.sql")
            .withStartupTimeout(Duration.ofSeconds(180));

    @DynamicPropertySource
    static void props(DynamicPropertyRegistry r) {
        r.add("spring.datasource.url", pg::getJdbcUrl);
        r.add("spring.datasource.username", pg::getUsername);
        r.add("spring.datasource.password", pg::getPassword);
    }

    @Autowired
    OrderRepository repo;

    @Test
    void findsOrdersInHalfOpenRange() {
        repo.insert(1, new BigDecimal("100"), Instant.parse("2025-10-01T00:00:00Z"));
        repo.insert(1, new BigDecimal("200"), Instant.parse("2025-11-01T00:00:00Z"));
        var found = repo.findPlacedBetween(Instant.parse("2025-10-01T00:00:00Z"), Instant.parse("2025-11-01T00:00:00Z"));
        assertThat(found).extracting(Order::amount).containsExactly(new BigDecimal("100.00"));
    }
}
