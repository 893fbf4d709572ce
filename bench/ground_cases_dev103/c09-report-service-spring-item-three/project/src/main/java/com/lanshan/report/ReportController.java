package com.lanshan.report;

import java.time.LocalDate;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/reports")
public class ReportController {

    private final ReportService service;

    public ReportController(ReportService service) {
        this.service = service;
    }

    @GetMapping("/weekly")
    public ResponseEntity<WeeklyReport> weekly() {
        return ResponseEntity.ok(service.weekly());
    }

    @GetMapping("/weekly/range")
    public ResponseEntity<DateRange> weeklyRange() {
        return ResponseEntity.ok(service.weeklyRange());
    }

    @GetMapping("/daily")
    public ResponseEntity<DailySummary> daily(
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate date) {
        return ResponseEntity.ok(service.dailySummary(date));
    }

    @GetMapping("/ping")
    public ResponseEntity<String> ping() {
        return ResponseEntity.ok("report-service ok");
    }
}
