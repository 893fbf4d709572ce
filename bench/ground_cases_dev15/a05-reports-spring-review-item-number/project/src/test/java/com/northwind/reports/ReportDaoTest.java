package com.northwind.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.jdbc.JdbcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.jdbc.Sql;

@JdbcTest
@Import(ReportDao.class)
@Sql("/fixtures/reports.sql")
class ReportDaoTest {

    @Autowired
    ReportDao dao;

    @Test
    void revenueByRegionSumsNonCancelledOrders() {
        var rows = dao.revenueByRegion(LocalDate.of(2025, 9, 1), LocalDate.of(2025, 9, 30), "revenue DESC");
        assertThat(rows).extracting(ReportDao.RegionRevenue::region).containsExactly("North", "South");
        assertThat(rows.get(0).revenue()).isEqualByComparingTo("1250.00");
    }

    @Test
    void ledgerIsBalanced() {
        assertThat(dao.isLedgerBalanced(LocalDate.of(2025, 9, 1), LocalDate.of(2025, 9, 30))).isTrue();
    }

    @Test
    void sameAmountIgnoresTrailingZeros() {
        assertThat(ReportDao.sameAmount(new BigDecimal("10.0"), new BigDecimal("10.00"))).isTrue();
    }
}
