package com.ledgerly.account;

import java.math.BigDecimal;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class AccountService {

    private final AccountRepository accounts;

    public AccountService(AccountRepository accounts) {
        this.accounts = accounts;
    }

    @Transactional
    public Account open(Long ownerId, String currency) {
        return accounts.save(new Account(ownerId, currency));
    }

    @Transactional
    public Account deposit(Long accountId, BigDecimal amount) {
        Account account = accounts.findById(accountId).orElseThrow();
        account.credit(amount);
        return account;
    }

    @Transactional(readOnly = true)
    public List<Account> ofOwner(Long ownerId) {
        return accounts.findByOwnerId(ownerId);
    }
}
