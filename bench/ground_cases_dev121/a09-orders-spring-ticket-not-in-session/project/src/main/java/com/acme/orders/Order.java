package com.acme.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

public record Order(
        long id,
        String customerEmail,
        List<Line> lines,
        BigDecimal shipping,
        Instant createdAt) {

    public record Line(String sku, int quantity, BigDecimal unitPrice) {
        public BigDecimal amount() {
            return unitPrice.multiply(BigDecimal.valueOf(quantity));
        }
    }
}
