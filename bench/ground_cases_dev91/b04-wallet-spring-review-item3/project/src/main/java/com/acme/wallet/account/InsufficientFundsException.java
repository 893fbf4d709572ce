package com.acme.wallet.account;

public class InsufficientFundsException extends RuntimeException {
    public InsufficientFundsException(Long accountId) {
        super("insufficient funds in account " + accountId);
    }
}
