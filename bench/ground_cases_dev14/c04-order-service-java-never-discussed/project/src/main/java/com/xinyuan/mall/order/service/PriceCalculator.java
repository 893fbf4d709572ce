package com.xinyuan.mall.order.service;

import com.xinyuan.mall.order.web.CreateOrderRequest;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

import java.util.List;
import java.util.Map;

/** Asks the product service for current SKU prices (in fen) and sums the order. */
@Component
public class PriceCalculator {

    private final RestClient productClient;

    public PriceCalculator(RestClient.Builder builder) {
        this.productClient = builder.baseUrl("http://product-service:8081").build();
    }

    public long total(List<CreateOrderRequest.Item> items) {
        String ids = String.join(",", items.stream().map(i -> String.valueOf(i.getSkuId())).toList());
        @SuppressWarnings("unchecked")
        Map<String, Number> prices = productClient.get()
                .uri("/api/skus/prices?ids={ids}", ids)
                .retrieve()
                .body(Map.class);
        long sum = 0;
        for (CreateOrderRequest.Item item : items) {
            Number price = prices == null ? null : prices.get(String.valueOf(item.getSkuId()));
            if (price == null) {
                throw new IllegalStateException("SKU 不存在或已下架: " + item.getSkuId());
            }
            sum += price.longValue() * item.getQuantity();
        }
        return sum;
    }
}
