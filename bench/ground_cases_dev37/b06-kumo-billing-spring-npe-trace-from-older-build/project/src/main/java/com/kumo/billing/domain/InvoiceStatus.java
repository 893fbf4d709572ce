package com.kumo.billing.domain;

public enum InvoiceStatus {
    DRAFT("下書き"),
    ISSUED("発行済み"),
    PAID("入金済み"),
    VOID("無効");

    private final String label;

    InvoiceStatus(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
