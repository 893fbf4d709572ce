package com.hexa.billing.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.YearMonth;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.jdbc.JdbcTest;
import org.springframework.boot.test.autoconfigure.jdbc.AutoConfigureTestDatabase;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.jdbc.Sql;

@JdbcTest
@ActiveProfiles("test")
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@Import(RevenueReportDao.class)
@Sql("/fixtures/march.sql")
class RevenueReportDaoTest {

    @Autowired
    RevenueReportDao dao;

    @Test
    void topCustomersOrderedByRevenue() {
        var top = dao.topCustomers(YearMonth.of(2025, 3), 2);
        assertThat(top).extracting(TopCustomer::name).containsExactly("Acme", "Globex");
    }

    @Test
    void refundedTotalForMonth() {
        assertThat(dao.refundedTotal(YearMonth.of(2025, 3))).isEqualByComparingTo(new BigDecimal("120.00"));
    }
}
