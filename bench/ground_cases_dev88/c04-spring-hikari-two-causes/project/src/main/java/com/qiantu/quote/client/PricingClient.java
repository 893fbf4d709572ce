package com.qiantu.quote.client;

import java.math.BigDecimal;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class PricingClient {
    private final RestTemplate rest;
    private final String baseUrl;

    public PricingClient(RestTemplateBuilder builder, @Value("${pricing.base-url}") String baseUrl) {
        this.rest = builder.build();
        this.baseUrl = baseUrl;
    }

    public BigDecimal unitPrice(String sku, int quantity) {
        PriceResponse resp = rest.getForObject(
                baseUrl + "/v1/prices/{sku}?qty={qty}", PriceResponse.class, sku, quantity);
        if (resp == null || resp.unitPrice() == null) {
            throw new IllegalStateException("pricing returned no price for " + sku);
        }
        return resp.unitPrice();
    }

    record PriceResponse(String sku, BigDecimal unitPrice, String currency) {}
}
