package com.ledgerly.payouts;

public interface BankClient {
    /** Submits all pending payouts to the bank and returns the batch with per-payout results. */
    PayoutBatch submitPendingPayouts();
}
