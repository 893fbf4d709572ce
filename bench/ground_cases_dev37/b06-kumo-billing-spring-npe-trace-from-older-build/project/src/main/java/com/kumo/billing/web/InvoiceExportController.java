package com.kumo.billing.web;

import com.kumo.billing.domain.Invoice;
import com.kumo.billing.export.InvoiceCsvWriter;
import com.kumo.billing.export.InvoiceExportService;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InvoiceExportController {

    private final InvoiceExportService exportService;
    private final InvoiceCsvWriter csvWriter;

    public InvoiceExportController(InvoiceExportService exportService, InvoiceCsvWriter csvWriter) {
        this.exportService = exportService;
        this.csvWriter = csvWriter;
    }

    @GetMapping("/invoices/export.csv")
    public void export(@RequestParam("month") String month, HttpServletResponse response) throws IOException {
        YearMonth ym = YearMonth.parse(month);
        List<Invoice> invoices = exportService.invoicesFor(ym);
        response.setContentType("text/csv; charset=UTF-8");
        response.setHeader("Content-Disposition", "attachment; filename=\"invoices-" + ym + ".csv\"");
        Writer out = new OutputStreamWriter(response.getOutputStream(), StandardCharsets.UTF_8);
        csvWriter.write(invoices, out);
    }
}
