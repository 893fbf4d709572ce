package jp.example.shopadmin.order;

import java.time.OffsetDateTime;

/** One row of the admin order list. */
public record OrderSummary(
        Long id,
        String orderNo,
        String customerName,
        String statusLabel,
        int itemCount,
        long totalYen,
        OffsetDateTime createdAt) {
}
