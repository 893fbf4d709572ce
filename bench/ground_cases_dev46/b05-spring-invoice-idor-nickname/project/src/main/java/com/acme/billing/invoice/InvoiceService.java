package com.acme.billing.invoice;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.util.List;

@Service
@Transactional(readOnly = true)
public class InvoiceService {

    private final InvoiceRepository repository;
    private final PdfRenderer pdfRenderer;

    public InvoiceService(InvoiceRepository repository, PdfRenderer pdfRenderer) {
        this.repository = repository;
        this.pdfRenderer = pdfRenderer;
    }

    public List<Invoice> listForTenant(long tenantId) {
        return repository.findByTenantIdOrderByIssuedAtDesc(tenantId);
    }

    public Invoice findById(long id) {
        return repository.findById(id).orElseThrow(() -> new InvoiceNotFoundException(id));
    }

    public Invoice findOwned(long id, long tenantId) {
        return repository.findByIdAndTenantId(id, tenantId).orElseThrow(() -> new InvoiceNotFoundException(id));
    }

    public byte[] renderPdf(Invoice invoice) {
        return pdfRenderer.render(invoice);
    }

    @Transactional
    public Invoice voidInvoice(Invoice invoice, long userId) {
        invoice.markVoid(userId);
        return repository.save(invoice);
    }
}
