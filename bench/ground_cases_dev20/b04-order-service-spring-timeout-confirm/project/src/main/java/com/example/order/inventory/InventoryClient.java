package com.example.order.inventory;

import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

@Component
public class InventoryClient {

    private static final Logger log = LoggerFactory.getLogger(InventoryClient.class);

    private final RestClient restClient;

    public InventoryClient(@Qualifier("inventoryRestClient") RestClient restClient) {
        this.restClient = restClient;
    }

    public record Stock(String sku, int available, int reserved) {
    }

    public record ReserveRequest(String orderId, List<Line> lines) {
        public record Line(String sku, int quantity) {
        }
    }

    public Stock getStock(String sku) {
        log.debug("GET stock {}", sku);
        return restClient.get()
                .uri("/api/stock/{sku}", sku)
                .accept(MediaType.APPLICATION_JSON)
                .retrieve()
                .body(Stock.class);
    }

    public void reserve(ReserveRequest request) {
        restClient.post()
                .uri("/api/reservations")
                .contentType(MediaType.APPLICATION_JSON)
                .body(request)
                .retrieve()
                .toBodilessEntity();
    }
}
