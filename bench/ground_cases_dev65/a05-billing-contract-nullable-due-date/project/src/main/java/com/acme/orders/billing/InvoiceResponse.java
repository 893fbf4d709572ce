package com.acme.orders.billing;

import java.math.BigDecimal;
import java.time.LocalDate;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

/** What billing-service returns for an invoice. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record InvoiceResponse(
        @JsonProperty("id") String id,
        @JsonProperty("number") String number,
        @JsonProperty("status") InvoiceStatus status,
        @JsonProperty("total") BigDecimal total,
        @JsonProperty("currency") String currency,
        @JsonProperty("due_date") LocalDate dueDate,
        @JsonProperty("pdf_url") String pdfUrl) {

    public enum InvoiceStatus {
        DRAFT,
        OPEN,
        PAID,
        VOID,
        UNCOLLECTIBLE
    }

    public boolean isSettled() {
        return status == InvoiceStatus.PAID || status == InvoiceStatus.VOID;
    }

    public boolean isOpen() {
        return status == InvoiceStatus.OPEN;
    }
}
