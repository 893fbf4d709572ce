package com.acme.shop.catalog;

import java.math.BigDecimal;
import java.time.Duration;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

@Component
public class CatalogClient {

    private final RestClient http;

    public CatalogClient(@Value("${catalog.base-url}") String baseUrl,
                         @Value("${catalog.timeout-ms}") long timeoutMs) {
        var factory = new org.springframework.http.client.SimpleClientHttpRequestFactory();
        factory.setReadTimeout(Duration.ofMillis(timeoutMs));
        this.http = RestClient.builder().baseUrl(baseUrl).requestFactory(factory).build();
    }

    public BigDecimal unitPrice(String sku) {
        PriceView view = http.get().uri("/skus/{sku}/price", sku).retrieve().body(PriceView.class);
        if (view == null || view.price() == null) {
            throw new IllegalStateException("no price for sku " + sku);
        }
        return view.price();
    }

    record PriceView(String sku, BigDecimal price) {
    }
}
