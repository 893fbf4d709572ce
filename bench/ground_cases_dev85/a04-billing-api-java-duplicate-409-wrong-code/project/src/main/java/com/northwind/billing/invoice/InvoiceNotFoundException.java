package com.northwind.billing.invoice;

public class InvoiceNotFoundException extends RuntimeException {
    public InvoiceNotFoundException(long id) {
        super("invoice " + id + " not found");
    }
}
