package com.acme.ledger.web;

import com.acme.ledger.service.TransactionService;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.StreamingResponseBody;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.UUID;

@RestController
public class ExportController {

    private final TransactionService transactions;

    public ExportController(TransactionService transactions) {
        this.transactions = transactions;
    }

    /** All transactions booked from {@code from} to {@code to}, both days included, as CSV. */
    @GetMapping(value = "/api/accounts/{accountId}/transactions/export.csv", produces = "text/csv")
    public ResponseEntity<StreamingResponseBody> export(@PathVariable UUID accountId,
                                                        @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
                                                        @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to) {
        var start = from.atStartOfDay().toInstant(ZoneOffset.UTC);
        var end = to.plusDays(1).atStartOfDay().toInstant(ZoneOffset.UTC);
        StreamingResponseBody body = out -> {
            var writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            writer.write("date,amount,currency,description\n");
            transactions.forEachInRange(accountId, start, end, tx -> {
                try {
                    writer.write(tx.getBookedAt().atZone(ZoneOffset.UTC).toLocalDate() + "," + tx.getAmount().toPlainString()
                            + "," + tx.getCurrency() + "," + Csv.quote(tx.getDescription()) + "\n");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            writer.flush();
        };
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"transactions-" + from + "-" + to + ".csv\"")
                .contentType(MediaType.parseMediaType("text/csv"))
                .body(body);
    }
}
