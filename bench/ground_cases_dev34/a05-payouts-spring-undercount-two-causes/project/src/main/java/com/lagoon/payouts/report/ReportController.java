package com.lagoon.payouts.report;

import java.time.YearMonth;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/internal/hosts/{hostId}/payouts")
public class ReportController {

    private final MonthlyPayoutReport report;
    private final PayoutCsvWriter csv;

    public ReportController(MonthlyPayoutReport report, PayoutCsvWriter csv) {
        this.report = report;
        this.csv = csv;
    }

    @GetMapping(produces = "text/csv")
    public ResponseEntity<String> monthly(@PathVariable long hostId,
                                          @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        PayoutStatement statement = report.build(hostId, month);
        return ResponseEntity.ok()
                .header("Content-Disposition", "attachment; filename=payout-" + hostId + "-" + month + ".csv")
                .body(csv.write(statement));
    }
}
