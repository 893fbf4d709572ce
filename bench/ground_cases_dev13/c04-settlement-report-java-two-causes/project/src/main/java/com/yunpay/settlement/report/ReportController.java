package com.yunpay.settlement.report;

import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/merchants/{merchantId}/reports")
public class ReportController {

    private final ReportService reports;

    public ReportController(ReportService reports) {
        this.reports = reports;
    }

    @GetMapping("/monthly")
    public ResponseEntity<MonthlyReport> monthly(@PathVariable String merchantId,
                                                 @RequestParam String month) {
        YearMonth ym;
        try {
            ym = YearMonth.parse(month);
        } catch (DateTimeParseException e) {
            return ResponseEntity.badRequest().build();
        }
        if (ym.isAfter(YearMonth.now())) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(reports.monthly(merchantId, ym));
    }
}
