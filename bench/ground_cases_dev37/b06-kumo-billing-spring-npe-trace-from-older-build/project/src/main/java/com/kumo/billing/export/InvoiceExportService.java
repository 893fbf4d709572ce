package com.kumo.billing.export;

import com.kumo.billing.domain.Invoice;
import com.kumo.billing.repository.InvoiceRepository;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class InvoiceExportService {

    private final InvoiceRepository invoices;

    public InvoiceExportService(InvoiceRepository invoices) {
        this.invoices = invoices;
    }

    public List<Invoice> invoicesFor(YearMonth month) {
        LocalDate from = month.atDay(1);
        LocalDate to = month.atEndOfMonth();
        return invoices.findForExport(from, to);
    }
}
