package com.lanshan.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class ReportServiceTest {

    private final ReportRepository repo = mock(ReportRepository.class);
    private final ReportService service = new ReportService(repo);
    private final DateRange week = new DateRange(LocalDate.of(2026, 11, 23), LocalDate.of(2026, 11, 29));

    @Test
    void conversionRateIsZeroWithoutVisits() {
        when(repo.countVisits(any(), any())).thenReturn(0L);
        assertThat(service.conversionRate(week)).isEqualTo(0.0);
    }

    @Test
    void conversionRateOrdersPerVisit() {
        when(repo.countVisits(any(), any())).thenReturn(200L);
        when(repo.countOrders(any(), any())).thenReturn(50L);
        assertThat(service.conversionRate(week)).isCloseTo(0.25, within(1e-9));
    }

    @Test
    void topProductsSortedByRevenue() {
        when(repo.salesByProduct(any(), any())).thenReturn(new ArrayList<>(List.of(
                new ProductSales("A", "茶杯", 1000), new ProductSales("B", "茶壶", 5000),
                new ProductSales("C", "茶垫", 300))));
        assertThat(service.topProducts(week, 2)).extracting(ProductSales::sku).containsExactly("B", "A");
    }
}
