package com.ledgerly.payouts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

public record PayoutBatch(String id, LocalDate runDate, List<Payout> payouts) {

    public record Payout(String merchantId, String iban, BigDecimal amount, String currency, Status status, String error) {}

    public enum Status { PAID, FAILED, SKIPPED }

    public List<Payout> failed() {
        return payouts.stream().filter(p -> p.status() == Status.FAILED).toList();
    }

    public BigDecimal failedTotal() {
        return failed().stream().map(Payout::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
