package jp.example.billing.report;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.List;

import org.springframework.stereotype.Service;

import jp.example.billing.order.Order;
import jp.example.billing.order.OrderRepository;

@Service
public class ReportService {

    record Range(Instant from, Instant to) {
    }

    private final OrderRepository orders;
    private final Clock clock;

    public ReportService(OrderRepository orders, Clock clock) {
        this.orders = orders;
        this.clock = clock;
    }

    public MonthlyReport monthly(YearMonth month) {
        Range range = monthRange(month);
        List<Order> placed = orders.findPlacedBetween(range.from(), range.to());
        BigDecimal total = placed.stream().map(Order::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
        return new MonthlyReport(month, placed.size(), total);
    }

    public MonthlyReport currentMonth() {
        return monthly(YearMonth.now(clock));
    }

    /** The instants that bound a calendar month for the business (closing is done in JST). */
    Range monthRange(YearMonth month) {
        ZoneId zone = ZoneId.systemDefault();
        Instant from = month.atDay(1).atStartOfDay(zone).toInstant();
        Instant to = month.plusMonths(1).atDay(1).atStartOfDay(zone).toInstant();
        return new Range(from, to);
    }
}
