package com.tessera.billing.pdf;

import java.time.ZoneId;
import java.util.Locale;

import org.springframework.stereotype.Service;

import com.tessera.billing.format.DueDateFormatter;
import com.tessera.billing.format.InvoiceFormatter;
import com.tessera.billing.model.Invoice;

@Service
public class InvoicePdfService {

    private final InvoiceFormatter money;
    private final DueDateFormatter due;

    public InvoicePdfService(InvoiceFormatter money, DueDateFormatter due) {
        this.money = money;
        this.due = due;
    }

    public String renderSummary(Invoice invoice) {
        Locale locale = Locale.forLanguageTag(invoice.customerLocale());
        return String.join("\n",
                invoice.number(),
                money.formatTotal(invoice.total(), invoice.currency(), locale),
                due.dueLine(invoice.dueAt(), ZoneId.of(invoice.customerZone()), locale));
    }
}
