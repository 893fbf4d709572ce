package jp.example.billing.order;

import java.math.BigDecimal;
import java.time.Instant;

public record Order(long id, long customerId, BigDecimal amount, Instant placedAt) {
}
