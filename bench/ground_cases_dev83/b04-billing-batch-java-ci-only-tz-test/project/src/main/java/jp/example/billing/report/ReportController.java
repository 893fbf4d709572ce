package jp.example.billing.report;

import java.time.YearMonth;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/reports")
public class ReportController {

    private final ReportService reports;

    public ReportController(ReportService reports) {
        this.reports = reports;
    }

    @GetMapping("/monthly/{month}")
    public MonthlyReport monthly(@PathVariable YearMonth month) {
        return reports.monthly(month);
    }

    @GetMapping("/monthly/current")
    public MonthlyReport current() {
        return reports.currentMonth();
    }
}
