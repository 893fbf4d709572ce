package com.example.orders;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClientResponseException;
import org.springframework.web.client.RestTemplate;

@Component
public class InventoryClient {

    public static class InventoryException extends RuntimeException {
        public InventoryException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final RestTemplate http;

    public InventoryClient(RestTemplateBuilder builder,
                           @Value("${inventory.base-url}") String baseUrl,
                           @Value("${inventory.connect-timeout}") Duration connectTimeout,
                           @Value("${inventory.read-timeout}") Duration readTimeout) {
        this.http = builder.rootUri(baseUrl)
                .setConnectTimeout(connectTimeout)
                .setReadTimeout(readTimeout)
                .build();
    }

    /** Reserves stock for every line; the inventory service answers with one reservation id. */
    public String reserve(String orderId, List<OrderRequest.Line> lines) {
        Map<String, Object> body = Map.of("orderId", orderId, "lines", lines);
        try {
            Map<?, ?> res = http.postForObject("/reserve", body, Map.class);
            return String.valueOf(res.get("reservationId"));
        } catch (RestClientResponseException e) {
            throw new InventoryException("inventory-service returned " + e.getStatusCode().value() + ": "
                    + e.getResponseBodyAsString(), e);
        }
    }

    public void release(String reservationId) {
        http.delete("/reserve/{id}", reservationId);
    }
}
