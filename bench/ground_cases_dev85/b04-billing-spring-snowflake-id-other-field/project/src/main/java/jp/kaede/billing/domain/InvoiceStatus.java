package jp.kaede.billing.domain;

public enum InvoiceStatus {
    DRAFT,
    ISSUED,
    PAID,
    VOID
}
