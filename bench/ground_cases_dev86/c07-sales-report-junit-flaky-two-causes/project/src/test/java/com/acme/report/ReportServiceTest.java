package com.acme.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.YearMonth;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ReportServiceTest {

    private static final YearMonth MARCH = YearMonth.of(2024, 3);

    private InMemoryOrderRepository repo;
    private ReportService service;

    @BeforeEach
    void setUp() {
        repo = new InMemoryOrderRepository();
        service = new ReportService(repo);
    }

    @Test
    @DisplayName("月度统计包含当月第一天和最后一天的订单")
    void monthlyTotals_includesFirstAndLastDay() {
        repo.save(OrderFixtures.orderOn(MARCH.atDay(1), "SH01", "20.00"));
        repo.save(OrderFixtures.orderOn(MARCH.atEndOfMonth(), "SH01", "30.00"));
        for (int i = 0; i < 3; i++) {
            repo.save(OrderFixtures.randomOrderIn(MARCH, "SH02"));
        }

        MonthlyTotals totals = service.monthlyTotals(MARCH);

        assertThat(totals.orderCount()).isEqualTo(5);
    }

    @Test
    @DisplayName("按门店汇总金额")
    void monthlyTotals_groupsByStore() {
        repo.save(OrderFixtures.orderOn(MARCH.atDay(10), "SH01", "20.00"));
        repo.save(OrderFixtures.orderOn(MARCH.atDay(11), "SH01", "5.50"));
        repo.save(OrderFixtures.orderOn(MARCH.atDay(12), "BJ01", "7.00"));

        MonthlyTotals totals = service.monthlyTotals(MARCH);

        assertThat(totals.byStore()).containsEntry("SH01", new BigDecimal("25.50"));
        assertThat(totals.averageOrder()).isEqualByComparingTo("10.83");
    }

    @Test
    @DisplayName("没有订单的月份平均值为 0")
    void emptyMonthHasZeroAverage() {
        assertThat(service.monthlyTotals(MARCH).averageOrder()).isEqualByComparingTo("0");
    }
}
