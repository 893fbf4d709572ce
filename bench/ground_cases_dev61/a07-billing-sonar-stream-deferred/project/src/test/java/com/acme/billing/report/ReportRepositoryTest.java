package com.acme.billing.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.jdbc.JdbcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.jdbc.Sql;

@JdbcTest
@Import(ReportRepository.class)
@Sql("/invoices-fixture.sql")
class ReportRepositoryTest {

    @Autowired
    ReportRepository repo;

    @Test
    void revenueForMonth() {
        var lines = repo.revenue(LocalDate.of(2025, 10, 1), LocalDate.of(2025, 11, 1), null);
        assertThat(lines).extracting("customerId").containsExactly("c-7", "c-2");
    }

    @Test
    void revenueFilteredByPlan() {
        var lines = repo.revenue(LocalDate.of(2025, 10, 1), LocalDate.of(2025, 11, 1), "pro");
        assertThat(lines).extracting("customerId").containsExactly("c-7");
    }

    @Test
    void planWithQuoteIsJustNoMatch() {
        var lines = repo.revenue(LocalDate.of(2025, 10, 1), LocalDate.of(2025, 11, 1), "pro' OR '1'='1");
        assertThat(lines).isEmpty();
    }
}
