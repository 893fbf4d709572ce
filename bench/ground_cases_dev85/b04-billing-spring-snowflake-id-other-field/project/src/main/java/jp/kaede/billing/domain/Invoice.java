package jp.kaede.billing.domain;

import java.time.Instant;
import java.util.List;

/** An invoice. {@code id} is a Snowflake id (64-bit, time-ordered) issued by IdGenerator. */
public record Invoice(
        long id,
        String number,
        long customerId,
        InvoiceStatus status,
        Instant issuedAt,
        Instant dueAt,
        List<LineItem> lines) {

    public long totalYen() {
        return lines.stream().mapToLong(LineItem::amountYen).sum();
    }
}
