package com.plumline.billing.report;

import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.plumline.billing.order.Order;
import com.plumline.billing.order.OrderRepository;

@Service
public class ReportService {

    private final OrderRepository orders;

    public ReportService(OrderRepository orders) {
        this.orders = orders;
    }

    @Transactional(readOnly = true)
    public MonthlyReport monthly(long tenantId, YearMonth month) {
        Instant from = month.atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC);
        Instant to = month.plusMonths(1).atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC);
        List<Order> found = orders.findForPeriod(tenantId, from, to);

        Map<Long, long[]> perCustomer = new LinkedHashMap<>();
        Map<Long, String> names = new LinkedHashMap<>();
        long revenue = 0;
        for (Order order : found) {
            long customerId = order.getCustomer().getId();
            names.putIfAbsent(customerId, order.getCustomer().getName());
            long[] acc = perCustomer.computeIfAbsent(customerId, id -> new long[2]);
            acc[0] += 1;
            acc[1] += order.getTotalCents();
            revenue += order.getTotalCents();
        }

        List<MonthlyReport.CustomerLine> lines = new ArrayList<>();
        perCustomer.forEach((id, acc) -> lines.add(new MonthlyReport.CustomerLine(id, names.get(id), acc[0], acc[1])));
        lines.sort(Comparator.comparingLong(MonthlyReport.CustomerLine::revenueCents).reversed());
        return new MonthlyReport(month, found.size(), revenue, lines);
    }
}
