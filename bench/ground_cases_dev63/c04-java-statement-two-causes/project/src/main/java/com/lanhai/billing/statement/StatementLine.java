package com.lanhai.billing.statement;

import java.math.BigDecimal;
import java.time.Instant;

public record StatementLine(String orderNo, Instant createdAt, String description, BigDecimal amount) {
}
