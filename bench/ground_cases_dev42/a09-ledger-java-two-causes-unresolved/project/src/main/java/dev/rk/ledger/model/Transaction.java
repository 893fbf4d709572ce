package dev.rk.ledger.model;

import java.math.BigDecimal;
import java.time.LocalDate;

/** One booked transaction. Negative amounts are money going out. */
public record Transaction(
        String account,
        LocalDate date,
        BigDecimal amount,
        String counterparty,
        String purpose,
        String category) {

    public Transaction withCategory(String newCategory) {
        return new Transaction(account, date, amount, counterparty, purpose, newCategory);
    }
}
