package jp.example.billing.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.Test;

import jp.example.billing.order.Order;
import jp.example.billing.order.OrderRepository;

class ReportServiceTest {

    private final OrderRepository orders = mock(OrderRepository.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-10-15T03:00:00Z"), ZoneOffset.UTC);
    private final ReportService service = new ReportService(orders, clock);

    @Test
    void sumsOrdersOfTheMonth() {
        when(orders.findPlacedBetween(any(), any())).thenReturn(List.of(
                new Order(1, 10, new BigDecimal("1200"), Instant.parse("2025-10-02T01:00:00Z")),
                new Order(2, 11, new BigDecimal("800"), Instant.parse("2025-10-20T09:30:00Z"))));
        MonthlyReport report = service.monthly(YearMonth.of(2025, 10));
        assertThat(report.orderCount()).isEqualTo(2);
        assertThat(report.total()).isEqualByComparingTo("2000");
    }

    @Test
    void monthRangeUsesJstBoundaries() {
        ReportService.Range range = service.monthRange(YearMonth.of(2025, 10));
        assertThat(range.from()).isEqualTo(Instant.parse("2025-09-30T15:00:00Z"));
        assertThat(range.to()).isEqualTo(Instant.parse("2025-10-31T15:00:00Z"));
    }
}
