package com.acme.orders.billing;

import java.math.BigDecimal;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;

/** Body of POST /v2/invoices (billing-service, openapi/billing-v2.yaml). */
public record CreateInvoiceRequest(
        @JsonProperty("customer_ref") String customerId,
        @JsonProperty("order_id") String orderId,
        @JsonProperty("currency") String currency,
        @JsonProperty("payment_terms") String paymentTerms,
        @JsonProperty("lines") List<Line> lines) {

    public record Line(
            @JsonProperty("sku") String sku,
            @JsonProperty("description") String description,
            @JsonProperty("quantity") int quantity,
            @JsonProperty("unit_price") BigDecimal unitPrice) {
    }

    public static CreateInvoiceRequest prepaid(String customerId, String orderId, String currency, List<Line> lines) {
        return new CreateInvoiceRequest(customerId, orderId, currency, "PREPAID", lines);
    }

    public static CreateInvoiceRequest net30(String customerId, String orderId, String currency, List<Line> lines) {
        return new CreateInvoiceRequest(customerId, orderId, currency, "NET30", lines);
    }

    public BigDecimal total() {
        return lines.stream()
                .map(l -> l.unitPrice().multiply(BigDecimal.valueOf(l.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
