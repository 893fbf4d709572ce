package com.example.pricing;

import java.math.BigDecimal;
import java.time.Instant;

/** One observed price of a SKU. Prices are stored as NUMERIC(12,2). */
public record PricePoint(String sku, BigDecimal price, Instant observedAt) {
}
