package com.lanhai.billing.statement;

import java.time.YearMonth;
import java.util.List;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

/**
 * 客户门户"下载对账单"菜单：用户选月份和格式（PDF / CSV），两个格式走两条不同的取数路径。
 */
@RestController
@RequestMapping("/api/customers/{customerId}/statements")
public class StatementController {

    private final StatementService statementService;
    private final StatementCsvExporter csvExporter;

    public StatementController(StatementService statementService, StatementCsvExporter csvExporter) {
        this.statementService = statementService;
        this.csvExporter = csvExporter;
    }

    @GetMapping(value = "/{month}.pdf", produces = MediaType.APPLICATION_PDF_VALUE)
    public ResponseEntity<byte[]> pdf(@PathVariable long customerId, @PathVariable String month) {
        byte[] body = statementService.renderPdf(customerId, YearMonth.parse(month));
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=statement-" + month + ".pdf")
                .body(body);
    }

    @GetMapping(value = "/{month}.csv", produces = "text/csv")
    public ResponseEntity<byte[]> csv(@PathVariable long customerId, @PathVariable String month) {
        byte[] body = csvExporter.export(customerId, YearMonth.parse(month));
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=statement-" + month + ".csv")
                .body(body);
    }

    @GetMapping("/months")
    public List<String> months(@PathVariable long customerId) {
        return statementService.availableMonths(customerId);
    }
}
