package com.acme.wallet.common;

public class AccountNotFoundException extends RuntimeException {
    public AccountNotFoundException(Long id) {
        super("account not found: " + id);
    }
}
