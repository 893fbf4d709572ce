package com.acme.ledger.reports;

import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.acme.ledger.customers.CustomerRepository;
import com.acme.ledger.reports.repo.RevenueRepository;
import com.acme.ledger.reports.repo.RevenueRepository.DailyRevenueRow;

@Service
public class MonthlyReportService {

    private final RevenueRepository revenue;
    private final CustomerRepository customers;

    public MonthlyReportService(RevenueRepository revenue, CustomerRepository customers) {
        this.revenue = revenue;
        this.customers = customers;
    }

    @Transactional(readOnly = true)
    public MonthlyReport build(YearMonth month) {
        OffsetDateTime from = month.atDay(1).atStartOfDay().atOffset(ZoneOffset.UTC);
        OffsetDateTime to = month.plusMonths(1).atDay(1).atStartOfDay().atOffset(ZoneOffset.UTC);

        List<DayLine> days = new ArrayList<>();
        long totalCents = 0;
        for (DailyRevenueRow row : revenue.dailyRevenue(from, to)) {
            OffsetDateTime dayStart = row.getDay();
            long newCustomers = customers.countCreatedBetween(dayStart, dayStart.plusDays(1));
            days.add(new DayLine(dayStart.toLocalDate(), row.getRevenueCents(), row.getOrders(), newCustomers));
            totalCents += row.getRevenueCents();
        }
        return new MonthlyReport(month, totalCents, days);
    }

    public record DayLine(java.time.LocalDate day, long revenueCents, long orders, long newCustomers) {
    }

    public record MonthlyReport(YearMonth month, long totalCents, List<DayLine> days) {
    }
}
