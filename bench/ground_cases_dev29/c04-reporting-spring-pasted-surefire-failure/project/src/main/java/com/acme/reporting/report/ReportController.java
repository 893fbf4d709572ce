package com.acme.reporting.report;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.time.YearMonth;
import java.util.List;

@RestController
@RequestMapping("/api/shops/{shopId}/reports")
public class ReportController {

    private final ReportService reports;

    public ReportController(ReportService reports) {
        this.reports = reports;
    }

    @GetMapping("/monthly")
    public MonthlyTotal monthly(@PathVariable Long shopId,
                                @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        return reports.monthlyTotals(shopId, month);
    }

    @GetMapping("/trend")
    public List<MonthlyTotal> trend(@PathVariable Long shopId,
                                    @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth until,
                                    @RequestParam(defaultValue = "6") int months) {
        return reports.lastMonths(shopId, until, Math.min(months, 24));
    }
}
