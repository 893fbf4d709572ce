package com.acme.reporting.report;

import com.acme.reporting.order.Order;
import com.acme.reporting.order.OrderRepository;
import com.acme.reporting.order.OrderStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

@Service
public class ReportService {

    static final ZoneId REPORT_ZONE = ZoneId.of("Asia/Shanghai");

    private final OrderRepository orders;

    public ReportService(OrderRepository orders) {
        this.orders = orders;
    }

    @Transactional(readOnly = true)
    public MonthlyTotal monthlyTotals(Long shopId, YearMonth month) {
        Instant from = month.atDay(1).atStartOfDay(REPORT_ZONE).toInstant();
        Instant to = month.plusMonths(1).atDay(1).atStartOfDay(REPORT_ZONE).toInstant().minusNanos(1);
        List<Order> counted = orders.findByShopIdAndCreatedAtBetween(shopId, from, to).stream()
                .filter(o -> o.getStatus() != OrderStatus.CANCELLED)
                .toList();
        if (counted.isEmpty()) {
            return MonthlyTotal.empty(month);
        }
        BigDecimal revenue = counted.stream()
                .map(Order::getAmount)
                .reduce(BigDecimal.ZERO, BigDecimal::add)
                .setScale(2, RoundingMode.HALF_UP);
        return new MonthlyTotal(month, counted.size(), revenue);
    }

    @Transactional(readOnly = true)
    public List<MonthlyTotal> lastMonths(Long shopId, YearMonth until, int count) {
        List<MonthlyTotal> out = new ArrayList<>(count);
        for (int i = count - 1; i >= 0; i--) {
            out.add(monthlyTotals(shopId, until.minusMonths(i)));
        }
        return out;
    }
}
