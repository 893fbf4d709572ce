package com.acme.billing.invoice;

public enum InvoiceStatus {
    OPEN,
    PAID,
    OVERDUE,
    VOID
}
