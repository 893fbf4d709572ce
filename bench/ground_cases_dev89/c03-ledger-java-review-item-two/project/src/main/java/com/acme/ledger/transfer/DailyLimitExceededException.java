package com.acme.ledger.transfer;

import java.math.BigDecimal;

public class DailyLimitExceededException extends RuntimeException {

    private final String accountId;
    private final BigDecimal limit;

    public DailyLimitExceededException(String accountId, BigDecimal limit) {
        super("daily transfer limit of " + limit + " reached for " + accountId);
        this.accountId = accountId;
        this.limit = limit;
    }

    public String getAccountId() {
        return accountId;
    }

    public BigDecimal getLimit() {
        return limit;
    }
}
