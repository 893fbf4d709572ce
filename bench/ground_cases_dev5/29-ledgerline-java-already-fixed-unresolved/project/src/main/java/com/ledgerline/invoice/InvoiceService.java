package com.ledgerline.invoice;

import java.util.Optional;
import org.springframework.stereotype.Service;

@Service
public class InvoiceService {
    private final InvoiceRepository repository;
    private final PriceFormatter formatter = new PriceFormatter();

    public InvoiceService(InvoiceRepository repository) {
        this.repository = repository;
    }

    public Optional<Invoice> find(String number) {
        return repository.findByNumber(number);
    }

    public String render(Invoice invoice) {
        StringBuilder out = new StringBuilder("Invoice ").append(invoice.number()).append('\n');
        for (LineItem line : invoice.lines()) {
            out.append(formatter.format(line)).append('\n');
        }
        return out.toString();
    }
}
