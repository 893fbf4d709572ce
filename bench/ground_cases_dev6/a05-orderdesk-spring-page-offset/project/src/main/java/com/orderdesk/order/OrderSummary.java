package com.orderdesk.order;

import java.math.BigDecimal;
import java.time.Instant;

public record OrderSummary(Long id, String reference, String customerName, BigDecimal total, String status,
        Instant createdAt) {

    public static OrderSummary from(Order o) {
        return new OrderSummary(o.getId(), o.getReference(), o.getCustomerName(), o.getTotal(), o.getStatus(),
                o.getCreatedAt());
    }
}
