package com.lanshan.report;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;
import java.util.Comparator;
import java.util.List;

import org.springframework.stereotype.Service;

@Service
public class ReportService {

    private final ReportRepository repository;

    public ReportService(ReportRepository repository) {
        this.repository = repository;
    }

    /** Monday..Sunday of the current week, the range the weekly report covers. */
    public DateRange weeklyRange() {
        LocalDate today = LocalDate.now();
        LocalDate monday = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
        return new DateRange(monday, monday.plusDays(6));
    }

    /** Orders per visit, 0..1. */
    public double conversionRate(DateRange range) {
        long visits = repository.countVisits(range.from(), range.to());
        long orders = repository.countOrders(range.from(), range.to());
        if (visits == 0) {
            return 0.0;
        }
        return (double) orders / visits;
    }

    public DailySummary dailySummary(LocalDate day) {
        DateRange range = new DateRange(day, day);
        return new DailySummary(
                day,
                repository.countVisits(day, day),
                repository.countOrders(day, day),
                conversionRate(range));
    }

    /** Best sellers by revenue in the range, at most {@code limit} of them. */
    public List<ProductSales> topProducts(DateRange range, int limit) {
        List<ProductSales> all = repository.salesByProduct(range.from(), range.to());
        all.sort(Comparator.comparingLong(ProductSales::revenueFen).reversed());
        return all.subList(0, limit);
    }

    public WeeklyReport weekly() {
        DateRange range = weeklyRange();
        return new WeeklyReport(
                range,
                repository.countVisits(range.from(), range.to()),
                repository.countOrders(range.from(), range.to()),
                conversionRate(range),
                topProducts(range, 10));
    }
}
