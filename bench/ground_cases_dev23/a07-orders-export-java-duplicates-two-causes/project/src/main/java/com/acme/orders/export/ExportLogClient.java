package com.acme.orders.export;

import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClient;

/** Client for the export-log service, which remembers what has been sent to finance. */
@Component
public class ExportLogClient {

    private final RestClient http;

    public ExportLogClient(@Value("${export.log.base-url}") String baseUrl,
                           @Value("${export.log.timeout}") Duration timeout) {
        JdkClientHttpRequestFactory factory = new JdkClientHttpRequestFactory();
        factory.setReadTimeout(timeout);
        this.http = RestClient.builder().baseUrl(baseUrl).requestFactory(factory).build();
    }

    public Optional<Instant> lastSuccessfulRun() {
        Instant at = http.get().uri("/runs/orders/last").retrieve().body(Instant.class);
        return Optional.ofNullable(at);
    }

    public void markExported(List<Long> orderIds) {
        try {
            http.post().uri("/exported/orders").body(orderIds).retrieve().toBodilessEntity();
        } catch (ResourceAccessException e) {
            if (e.getCause() instanceof HttpTimeoutException) {
                throw new ExportLogTimeoutException(e);
            }
            throw e;
        }
    }

    public void markRunFinished(Instant at) {
        http.post().uri("/runs/orders").body(at).retrieve().toBodilessEntity();
    }
}
