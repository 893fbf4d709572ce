package com.acme.billing;

import java.util.List;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import com.acme.billing.export.PdfExporter;

@RestController
public class InvoiceController {

    private final InvoiceService invoices;
    private final PdfExporter pdf;

    public InvoiceController(InvoiceService invoices, PdfExporter pdf) {
        this.invoices = invoices;
        this.pdf = pdf;
    }

    public record QuoteRequest(List<InvoiceService.LineItem> lines, String coupon, boolean member, boolean express) {
    }

    @PostMapping("/quote")
    public long quote(@RequestBody QuoteRequest req) {
        return invoices.total(req.lines(), req.coupon(), req.member(), req.express());
    }

    @PostMapping("/quote/pdf")
    public ResponseEntity<byte[]> quotePdf(@RequestBody QuoteRequest req) {
        long total = invoices.total(req.lines(), req.coupon(), req.member(), req.express());
        String no = "Q" + System.currentTimeMillis();
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=" + pdf.fileName(no))
                .contentType(MediaType.APPLICATION_PDF)
                .body(pdf.render(no, total));
    }
}
