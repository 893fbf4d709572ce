package com.northwind.reporting.web;

import java.time.YearMonth;
import java.util.Map;
import java.util.UUID;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.northwind.reporting.service.ReportJobs;
import com.northwind.reporting.service.ReportService;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private final ReportService reports;
    private final ReportJobs jobs;

    public ReportController(ReportService reports, ReportJobs jobs) {
        this.reports = reports;
        this.jobs = jobs;
    }

    @PostMapping("/customers/{customerId}")
    public ResponseEntity<Map<String, Object>> start(@PathVariable long customerId, @RequestParam String month) {
        UUID jobId = jobs.track(reports.generateMonthly(customerId, YearMonth.parse(month)));
        return ResponseEntity.accepted().body(Map.of("jobId", jobId, "status", "running"));
    }

    @GetMapping("/jobs/{jobId}")
    public ResponseEntity<Map<String, Object>> status(@PathVariable UUID jobId) {
        return jobs.find(jobId)
                .map(job -> ResponseEntity.ok(Map.<String, Object>of("jobId", jobId, "status", job.status())))
                .orElse(ResponseEntity.notFound().build());
    }
}
