package com.acme.billing.invoice;

import com.acme.billing.auth.CurrentUser;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.*;

import java.util.List;

@RestController
@RequestMapping("/api/invoices")
public class InvoiceController {

    private static final Logger log = LoggerFactory.getLogger(InvoiceController.class);

    private final InvoiceService invoiceService;

    public InvoiceController(InvoiceService invoiceService) {
        this.invoiceService = invoiceService;
    }

    @GetMapping
    public List<InvoiceDto> list(@AuthenticationPrincipal CurrentUser user) {
        return invoiceService.listForTenant(user.tenantId()).stream().map(InvoiceDto::from).toList();
    }

    @GetMapping("/{id}")
    public InvoiceDto get(@PathVariable long id, @AuthenticationPrincipal CurrentUser user) {
        Invoice invoice = invoiceService.findById(id);
        log.info("invoice {} viewed by {} ({})", id, user.id(), invoice.getBillingEmail());
        return InvoiceDto.from(invoice);
    }

    @GetMapping(value = "/{id}/pdf", produces = MediaType.APPLICATION_PDF_VALUE)
    public ResponseEntity<byte[]> pdf(@PathVariable long id, @AuthenticationPrincipal CurrentUser user) {
        Invoice invoice = invoiceService.findOwned(id, user.tenantId());
        byte[] body = invoiceService.renderPdf(invoice);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + invoice.getNumber() + ".pdf\"")
                .body(body);
    }

    @PostMapping("/{id}/void")
    public InvoiceDto voidInvoice(@PathVariable long id, @AuthenticationPrincipal CurrentUser user) {
        Invoice invoice = invoiceService.findOwned(id, user.tenantId());
        return InvoiceDto.from(invoiceService.voidInvoice(invoice, user.id()));
    }
}
