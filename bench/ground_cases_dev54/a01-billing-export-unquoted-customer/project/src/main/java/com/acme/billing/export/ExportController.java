package com.acme.billing.export;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import javax.servlet.http.HttpServletResponse;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/admin/exports")
public class ExportController {

    /** Accounting opens the file in Excel; cp1252 keeps the umlauts readable there. */
    private static final Charset EXCEL = Charset.forName("windows-1252");

    private final InvoiceExportService exportService;

    public ExportController(InvoiceExportService exportService) {
        this.exportService = exportService;
    }

    @GetMapping("/invoices/{year}/{month}")
    @PreAuthorize("hasRole('ACCOUNTING')")
    public void invoices(@PathVariable int year, @PathVariable int month, HttpServletResponse response)
            throws IOException {
        response.setContentType("text/csv; charset=windows-1252");
        response.setHeader("Content-Disposition",
                String.format("attachment; filename=\"rechnungen-%d-%02d.csv\"", year, month));
        Writer out = new OutputStreamWriter(response.getOutputStream(), EXCEL);
        exportService.exportMonth(year, month, out);
        out.flush();
    }
}
