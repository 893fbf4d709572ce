package com.northwind.billing.invoice;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Repository;

@Repository
public class InvoiceRepository {
    private final Map<String, Invoice> invoices = new ConcurrentHashMap<>();

    public Invoice get(String number) {
        return invoices.get(number);
    }

    public void save(Invoice invoice) {
        invoices.put(invoice.number(), invoice);
    }
}
