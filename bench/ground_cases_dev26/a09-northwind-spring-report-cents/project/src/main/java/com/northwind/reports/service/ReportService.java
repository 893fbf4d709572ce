package com.northwind.reports.service;

import com.northwind.reports.domain.MonthlyReport;
import com.northwind.reports.domain.Order;
import com.northwind.reports.repo.ReportRepository;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ReportService {

    private final ReportRepository repo;

    public ReportService(ReportRepository repo) {
        this.repo = repo;
    }

    @Transactional(readOnly = true)
    public MonthlyReport monthly(long tenantId, int year, int month) {
        YearMonth ym = YearMonth.of(year, month);
        LocalDate from = ym.atDay(1);
        LocalDate to = ym.atEndOfMonth();
        List<Order> orders = repo.findByTenantAndRange(tenantId, from.atStartOfDay(), to.plusDays(1).atStartOfDay());
        return summarize(tenantId, year, month, orders);
    }

    MonthlyReport summarize(long tenantId, int year, int month, List<Order> orders) {
        double gross = orders.stream().mapToDouble(o -> o.getAmount().doubleValue()).sum();
        BigDecimal total = BigDecimal.valueOf(gross).setScale(2, RoundingMode.HALF_UP);
        long refunded = orders.stream().filter(Order::isRefunded).count();
        Map<String, Long> byChannel = orders.stream()
                .collect(Collectors.groupingBy(Order::getChannel, Collectors.counting()));
        BigDecimal average = orders.isEmpty()
                ? BigDecimal.ZERO
                : total.divide(BigDecimal.valueOf(orders.size()), 2, RoundingMode.HALF_UP);
        return new MonthlyReport(tenantId, year, month, orders.size(), refunded, total, average, byChannel);
    }
}
