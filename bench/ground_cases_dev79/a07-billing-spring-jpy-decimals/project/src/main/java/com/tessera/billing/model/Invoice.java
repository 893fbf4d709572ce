package com.tessera.billing.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Currency;

public record Invoice(
        String number,
        BigDecimal total,
        Currency currency,
        String customerLocale,
        String customerZone,
        Instant dueAt) {
}
