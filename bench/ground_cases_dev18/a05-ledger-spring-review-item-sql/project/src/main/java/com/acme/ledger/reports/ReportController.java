package com.acme.ledger.reports;

import java.time.YearMonth;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import com.acme.ledger.reports.MonthlyReportService.MonthlyReport;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private final MonthlyReportService reports;

    public ReportController(MonthlyReportService reports) {
        this.reports = reports;
    }

    @GetMapping("/monthly/{month}")
    @PreAuthorize("hasRole('FINANCE')")
    public MonthlyReport monthly(@PathVariable @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        return reports.build(month);
    }
}
