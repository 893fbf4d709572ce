package com.acme.report;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.springframework.stereotype.Service;

@Service
public class ReportService {

    private final OrderRepository orders;

    public ReportService(OrderRepository orders) {
        this.orders = orders;
    }

    public MonthlyTotals monthlyTotals(YearMonth month) {
        ZoneId zone = ZoneId.systemDefault();
        Instant from = month.atDay(1).atStartOfDay(zone).toInstant();
        Instant to = month.plusMonths(1).atDay(1).atStartOfDay(zone).toInstant();
        List<Order> inMonth = orders.findBetween(from, to);

        BigDecimal revenue = BigDecimal.ZERO;
        Map<String, BigDecimal> byStore = new TreeMap<>();
        for (Order order : inMonth) {
            revenue = revenue.add(order.amount());
            byStore.merge(order.storeCode(), order.amount(), BigDecimal::add);
        }
        return new MonthlyTotals(month, inMonth.size(), revenue, byStore);
    }
}
