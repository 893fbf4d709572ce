package com.northwind.reports.web;

import com.northwind.reports.domain.MonthlyReport;
import com.northwind.reports.service.ReportService;
import com.northwind.reports.web.auth.CurrentTenant;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private final ReportService reports;

    public ReportController(ReportService reports) {
        this.reports = reports;
    }

    @GetMapping("/monthly")
    public ResponseEntity<MonthlyReport> monthly(CurrentTenant tenant,
                                                 @RequestParam int year,
                                                 @RequestParam int month) {
        if (month < 1 || month > 12) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(reports.monthly(tenant.id(), year, month));
    }
}
