package com.brightcart.orders.tax;

import java.math.BigDecimal;
import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

/**
 * Client for the tax-service, which owns VAT rates per destination country.
 * GET /rates/{country} returns {"country": "DE", "rate": "0.19"}.
 */
@Component
public class TaxRateClient {

    private final RestTemplate rest;

    public TaxRateClient(RestTemplateBuilder builder,
                         @Value("${tax.base-url}") String baseUrl,
                         @Value("${tax.connect-timeout}") Duration connectTimeout,
                         @Value("${tax.read-timeout}") Duration readTimeout) {
        this.rest = builder
                .rootUri(baseUrl)
                .setConnectTimeout(connectTimeout)
                .setReadTimeout(readTimeout)
                .build();
    }

    public BigDecimal rateFor(String country) {
        RateResponse body = rest.getForObject("/rates/{country}", RateResponse.class, country);
        return new BigDecimal(body.rate());
    }

    record RateResponse(String country, String rate) {
    }
}
