package com.acme.reporting.report;

import com.acme.reporting.order.Order;
import com.acme.reporting.order.OrderRepository;
import com.acme.reporting.order.OrderStatus;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.YearMonth;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

class ReportServiceTest {

    private static final Long SHOP = 7L;
    private static final YearMonth OCT = YearMonth.of(2025, 10);
    private static final Instant MID_OCT = Instant.parse("2025-10-15T04:00:00Z");

    private OrderRepository repo;
    private ReportService service;

    @BeforeEach
    void setUp() {
        repo = mock(OrderRepository.class);
        service = new ReportService(repo);
    }

    private static Order order(long id, OrderStatus status, String amount) {
        return new Order(id, SHOP, status, new BigDecimal(amount), MID_OCT);
    }

    /** Stubs both finders so the tests don't care which one the service uses. */
    private void givenOrders(Order... all) {
        List<Order> month = List.of(all);
        when(repo.findByShopIdAndCreatedAtBetween(eq(SHOP), any(), any())).thenReturn(month);
        for (OrderStatus status : OrderStatus.values()) {
            when(repo.findByShopIdAndStatusAndCreatedAtBetween(eq(SHOP), eq(status), any(), any()))
                    .thenReturn(month.stream().filter(o -> o.getStatus() == status).toList());
        }
    }

    @Test
    void monthlyTotals_sumsPaidOrders() {
        givenOrders(order(1, OrderStatus.PAID, "800.00"), order(2, OrderStatus.PAID, "400.00"));

        MonthlyTotal total = service.monthlyTotals(SHOP, OCT);

        assertThat(total.orderCount()).isEqualTo(2);
        assertThat(total.revenue()).isEqualByComparingTo("1200.00");
    }

    @Test
    void monthlyTotals_emptyMonth() {
        MonthlyTotal total = service.monthlyTotals(SHOP, OCT);

        assertThat(total).isEqualTo(MonthlyTotal.empty(OCT));
    }

    @Test
    void monthlyTotals_ignoresPendingPayment() {
        givenOrders(order(1, OrderStatus.PAID, "800.00"), order(2, OrderStatus.PAID, "400.00"),
                order(3, OrderStatus.PENDING_PAYMENT, "300.00"));

        MonthlyTotal total = service.monthlyTotals(SHOP, OCT);

        assertThat(total.orderCount()).isEqualTo(2);
        assertThat(total.revenue()).isEqualByComparingTo("1200.00");
    }

    @Test
    void monthlyTotals_includesShippedAndCompleted() {
        givenOrders(order(1, OrderStatus.PAID, "100.00"), order(2, OrderStatus.SHIPPED, "200.00"),
                order(3, OrderStatus.COMPLETED, "300.00"), order(4, OrderStatus.CANCELLED, "999.00"));

        MonthlyTotal total = service.monthlyTotals(SHOP, OCT);

        assertThat(total.orderCount()).isEqualTo(3);
        assertThat(total.revenue()).isEqualByComparingTo("600.00");
    }

    @Test
    void lastMonths_isOldestFirst() {
        List<MonthlyTotal> months = service.lastMonths(SHOP, OCT, 3);

        assertThat(months).extracting(MonthlyTotal::month)
                .containsExactly(YearMonth.of(2025, 8), YearMonth.of(2025, 9), OCT);
    }
}
