package com.northwind.billing.invoice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class InvoiceServiceTest {
    private final InvoiceService service = new InvoiceService();

    private Invoice invoice() {
        return new Invoice("INV-1", "C-7", List.of(
            new LineItem("A-1", 2, new BigDecimal("25.00")),
            new LineItem("B-2", 1, new BigDecimal("50.00"))));
    }

    @Test
    void subtotalIsNet() {
        assertEquals(new BigDecimal("100.00"), service.subtotal(invoice()));
    }

    @Test
    void vatIsNineteenPercent() {
        assertEquals(new BigDecimal("19.00"), service.vat(invoice()));
    }

    @Test
    void totalAddsVatOnce() {
        BigDecimal total = service.total(invoice());
        assertEquals(new BigDecimal("119.00"), total);
    }
}
