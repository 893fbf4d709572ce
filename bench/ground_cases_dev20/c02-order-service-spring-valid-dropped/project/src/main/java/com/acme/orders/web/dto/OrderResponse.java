package com.acme.orders.web.dto;

import java.math.BigDecimal;
import java.time.Instant;

public record OrderResponse(long id, String sku, int quantity, BigDecimal amount, String status, Instant createdAt) {
}
