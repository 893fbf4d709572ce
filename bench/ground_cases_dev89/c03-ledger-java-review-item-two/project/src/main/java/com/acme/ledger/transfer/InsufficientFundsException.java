package com.acme.ledger.transfer;

import java.math.BigDecimal;

public class InsufficientFundsException extends RuntimeException {

    private final String accountId;
    private final BigDecimal requested;

    public InsufficientFundsException(String accountId, BigDecimal requested) {
        super("insufficient funds on " + accountId + " for " + requested);
        this.accountId = accountId;
        this.requested = requested;
    }

    public String getAccountId() {
        return accountId;
    }

    public BigDecimal getRequested() {
        return requested;
    }
}
