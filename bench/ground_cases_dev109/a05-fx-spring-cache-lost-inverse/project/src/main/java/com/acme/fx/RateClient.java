package com.acme.fx;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/** Thin client for the rates provider: GET /quotes/{base}/{quote} -> {"rate": "1.0842"}. */
@Component
public class RateClient {

    private static final Logger log = LoggerFactory.getLogger(RateClient.class);

    private final RestClient http;

    public RateClient(RestClient.Builder builder) {
        this.http = builder.baseUrl("https://rates.internal.acme.com/v2").build();
    }

    public Optional<BigDecimal> quote(String base, String quote) {
        log.debug("fetching quote {}/{}", base, quote);
        Map<?, ?> body = http.get()
                .uri("/quotes/{base}/{quote}", base, quote)
                .retrieve()
                .onStatus(s -> s.value() == 404, (req, res) -> { })
                .body(Map.class);
        if (body == null || body.get("rate") == null) {
            return Optional.empty();
        }
        return Optional.of(new BigDecimal(body.get("rate").toString()));
    }

    protected RateClient() {
        this.http = null;
    }
}
