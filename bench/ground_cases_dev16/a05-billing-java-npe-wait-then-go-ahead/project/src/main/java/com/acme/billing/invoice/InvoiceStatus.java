package com.acme.billing.invoice;

public enum InvoiceStatus {
    DRAFT,
    FINALIZED,
    PAID,
    VOID
}
