package com.brightpay.ledger.invoice;

import java.math.BigDecimal;
import java.util.Map;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

@Component
public class InvoiceClient {
    private final RestClient http = RestClient.create("http://invoicing:8080");

    @SuppressWarnings("unchecked")
    public BigDecimal amountDue(String invoiceId) {
        Map<String, Object> body = http.get().uri("/invoices/{id}", invoiceId).retrieve().body(Map.class);
        return new BigDecimal(String.valueOf(body.get("amountDue")));
    }
}
