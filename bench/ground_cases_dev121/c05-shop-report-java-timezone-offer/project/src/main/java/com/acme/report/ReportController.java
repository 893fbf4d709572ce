package com.acme.report;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/reports")
public class ReportController {

    private final ReportService reports;

    public ReportController(ReportService reports) {
        this.reports = reports;
    }

    @GetMapping("/daily.csv")
    public ResponseEntity<byte[]> dailyCsv() {
        ReportService.Range range = reports.yesterdayRange();
        List<ReportService.DailyRow> rows = reports.daily(range);
        byte[] body = ("\uFEFF" + reports.toCsv(rows)).getBytes(StandardCharsets.UTF_8);
        return ResponseEntity.ok()
            .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=daily-" + range.from().toLocalDate() + ".csv")
            .contentType(MediaType.parseMediaType("text/csv;charset=UTF-8"))
            .body(body);
    }
}
