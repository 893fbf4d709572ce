package com.acme.reporting.web;

import com.acme.reporting.service.MonthlyReport;
import com.acme.reporting.service.ReportService;
import java.time.YearMonth;
import java.util.UUID;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/tenants/{tenantId}/reports")
public class ReportController {

    private final ReportService reports;

    public ReportController(ReportService reports) {
        this.reports = reports;
    }

    @GetMapping("/monthly")
    public MonthlyReport monthly(@PathVariable UUID tenantId,
                                 @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        return reports.monthly(tenantId, month);
    }
}
