package jp.kurashi.report.controller;

import java.time.YearMonth;
import java.time.format.DateTimeParseException;

import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

import jp.kurashi.report.service.MonthlyReportService;

import static org.springframework.http.HttpStatus.BAD_REQUEST;

@RestController
public class ReportController {

    private final MonthlyReportService reports;

    public ReportController(MonthlyReportService reports) {
        this.reports = reports;
    }

    @GetMapping("/stores/{storeId}/reports/{month}.pdf")
    public ResponseEntity<byte[]> monthly(@PathVariable long storeId, @PathVariable String month) {
        YearMonth ym;
        try {
            ym = YearMonth.parse(month);
        } catch (DateTimeParseException e) {
            throw new ResponseStatusException(BAD_REQUEST, "month must be yyyy-MM");
        }
        byte[] pdf = reports.monthlyPdf(storeId, ym);
        return ResponseEntity.ok()
                .contentType(MediaType.APPLICATION_PDF)
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.attachment().filename("report-" + storeId + "-" + ym + ".pdf").build()
                                .toString())
                .body(pdf);
    }
}
