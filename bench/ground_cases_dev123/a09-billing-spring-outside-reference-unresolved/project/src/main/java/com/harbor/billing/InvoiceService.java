package com.harbor.billing;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.springframework.stereotype.Service;

@Service
public class InvoiceService {

    public record Line(String sku, int quantity, BigDecimal unitPrice) {
        BigDecimal amount() {
            return unitPrice.multiply(BigDecimal.valueOf(quantity));
        }
    }

    public record Invoice(long id, String customerId, String country, List<Line> lines) {}

    public record Totals(BigDecimal net, BigDecimal vat, BigDecimal gross) {}

    private final Map<Long, Invoice> invoices = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    private final TaxCalculator tax;

    public InvoiceService(TaxCalculator tax) {
        this.tax = tax;
    }

    public Invoice create(String customerId, String country, List<Line> lines) {
        if (lines == null || lines.isEmpty()) {
            throw new IllegalArgumentException("an invoice needs at least one line");
        }
        for (Line line : lines) {
            if (line.quantity() <= 0) {
                throw new IllegalArgumentException("quantity must be positive for " + line.sku());
            }
            if (line.unitPrice() == null || line.unitPrice().signum() < 0) {
                throw new IllegalArgumentException("unit price must not be negative for " + line.sku());
            }
        }
        Invoice invoice = new Invoice(ids.incrementAndGet(), customerId, country, List.copyOf(lines));
        invoices.put(invoice.id(), invoice);
        return invoice;
    }

    public Invoice get(long id) {
        Invoice invoice = invoices.get(id);
        if (invoice == null) {
            throw new InvoiceNotFoundException(id);
        }
        return invoice;
    }

    public BigDecimal net(Invoice invoice) {
        return invoice.lines().stream().map(Line::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public Totals totals(Invoice invoice) {
        BigDecimal net = net(invoice);
        BigDecimal vat = tax.vat(net, invoice.country());
        return new Totals(net, vat, net.add(vat));
    }

    public static class InvoiceNotFoundException extends RuntimeException {
        public InvoiceNotFoundException(long id) {
            super("invoice " + id + " not found");
        }
    }
}
