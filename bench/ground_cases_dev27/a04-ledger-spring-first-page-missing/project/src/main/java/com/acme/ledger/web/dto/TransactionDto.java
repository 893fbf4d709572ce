package com.acme.ledger.web.dto;

import com.acme.ledger.domain.Transaction;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

public record TransactionDto(UUID id, BigDecimal amount, String currency, String description, Instant bookedAt) {

    public static TransactionDto from(Transaction tx) {
        return new TransactionDto(tx.getId(), tx.getAmount(), tx.getCurrency(), tx.getDescription(), tx.getBookedAt());
    }
}
