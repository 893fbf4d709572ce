package com.acme.reporting.fx;

import java.math.BigDecimal;
import java.time.LocalDate;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

/** Daily reference rates from the internal FX service. */
@Component
public class FxRateClient {

    private final RestTemplate http;
    private final String baseUrl;
    private final String apiKey;

    public FxRateClient(RestTemplate fxRestTemplate,
                        @Value("${fx.base-url}") String baseUrl,
                        @Value("${fx.api-key}") String apiKey) {
        this.http = fxRestTemplate;
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
    }

    public BigDecimal rate(String from, String to, LocalDate day) {
        if (from.equals(to)) {
            return BigDecimal.ONE;
        }
        RateResponse res = http.getForObject(
                baseUrl + "/v1/rates/{day}?from={from}&to={to}&key={key}",
                RateResponse.class, day, from, to, apiKey);
        if (res == null || res.rate() == null) {
            throw new IllegalStateException("no FX rate for " + from + "->" + to + " on " + day);
        }
        return res.rate();
    }

    record RateResponse(String from, String to, LocalDate day, BigDecimal rate) {
    }
}
