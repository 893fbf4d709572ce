package jp.kirin.settlement.feed;

import java.time.LocalDate;

/** One line of the partner's daily settlement CSV. Amounts are in yen. */
public record SettlementRecord(
        String transactionId,
        LocalDate settledOn,
        String merchantCode,
        long amount,
        long fee,
        String status) {

    public long net() {
        return amount - fee;
    }

    public boolean isRefund() {
        return "REFUND".equals(status);
    }
}
