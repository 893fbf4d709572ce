package com.cruxgym.report;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/reports/visits")
public class VisitReportController {

    private final VisitReportService reports;

    public VisitReportController(VisitReportService reports) {
        this.reports = reports;
    }

    @GetMapping("/monthly")
    public MonthlyVisits monthly(@RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        return reports.monthly(month);
    }

    @GetMapping("/peak-hours")
    public Map<Integer, Long> peakHours(@RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate monday) {
        return reports.peakHours(monday);
    }
}
