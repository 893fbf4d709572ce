package com.acme.orders.billing;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.RestTemplate;

@Component
public class BillingClient {

    private static final Logger log = LoggerFactory.getLogger(BillingClient.class);

    private final RestTemplate rest;

    public BillingClient(RestTemplateBuilder builder, BillingProperties props) {
        this.rest = builder
                .rootUri(props.baseUrl())
                .setConnectTimeout(props.connectTimeout())
                .setReadTimeout(props.readTimeout())
                .build();
    }

    public InvoiceResponse createInvoice(CreateInvoiceRequest request) {
        try {
            return rest.postForObject("/v2/invoices", request, InvoiceResponse.class);
        } catch (HttpClientErrorException.UnprocessableEntity e) {
            log.error("billing rejected invoice for order {}: {}", request.orderId(), e.getResponseBodyAsString());
            throw new BillingException("invoice rejected by billing: " + e.getResponseBodyAsString(), e);
        }
    }

    public InvoiceResponse getInvoice(String id) {
        return rest.getForObject("/v2/invoices/{id}", InvoiceResponse.class, id);
    }

    public static class BillingException extends RuntimeException {
        public BillingException(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
