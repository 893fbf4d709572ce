package com.acme.order;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.ClientHttpRequestFactories;
import org.springframework.boot.web.client.ClientHttpRequestFactorySettings;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

import java.time.Duration;

/** Client of pricing-service (separate repo, owned by the pricing team). */
@Component
public class PricingClient {

    public record PriceResponse(String sku, long amountCents, String currency) {}

    private final RestClient client;

    public PricingClient(@Value("${pricing.base-url}") String baseUrl,
                         @Value("${pricing.connect-timeout}") Duration connectTimeout,
                         @Value("${pricing.read-timeout}") Duration readTimeout) {
        var settings = ClientHttpRequestFactorySettings.DEFAULTS
                .withConnectTimeout(connectTimeout)
                .withReadTimeout(readTimeout);
        this.client = RestClient.builder()
                .baseUrl(baseUrl)
                .requestFactory(ClientHttpRequestFactories.get(settings))
                .build();
    }

    public PriceResponse priceOf(String sku) {
        return client.get().uri("/prices/{sku}", sku).retrieve().body(PriceResponse.class);
    }
}
