package com.plumline.billing.report;

import java.time.YearMonth;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private final ReportService reportService;

    public ReportController(ReportService reportService) {
        this.reportService = reportService;
    }

    @GetMapping("/monthly")
    public ResponseEntity<MonthlyReport> monthly(
            @RequestHeader("X-Tenant-Id") long tenantId,
            @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        if (month.isAfter(YearMonth.now())) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(reportService.monthly(tenantId, month));
    }
}
