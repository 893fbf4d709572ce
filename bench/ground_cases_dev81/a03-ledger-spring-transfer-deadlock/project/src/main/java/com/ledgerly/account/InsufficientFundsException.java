package com.ledgerly.account;

import java.math.BigDecimal;

public class InsufficientFundsException extends RuntimeException {
    public InsufficientFundsException(Long accountId, BigDecimal amount) {
        super("account " + accountId + " cannot cover " + amount.toPlainString());
    }
}
