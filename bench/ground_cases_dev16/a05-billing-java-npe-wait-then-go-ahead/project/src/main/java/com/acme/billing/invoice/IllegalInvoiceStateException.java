package com.acme.billing.invoice;

public class IllegalInvoiceStateException extends RuntimeException {

    public IllegalInvoiceStateException(Long id, InvoiceStatus from, InvoiceStatus to) {
        super("invoice " + id + ": cannot go from " + from + " to " + to);
    }
}
