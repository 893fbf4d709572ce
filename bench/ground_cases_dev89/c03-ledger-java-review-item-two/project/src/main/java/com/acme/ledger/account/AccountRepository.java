package com.acme.ledger.account;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.stereotype.Repository;

@Repository
public class AccountRepository {

    private final Map<String, Account> accounts = new ConcurrentHashMap<>();

    public AccountRepository() {
        save(new Account("acc-001", "demo-a", new BigDecimal("1000.00")));
        save(new Account("acc-002", "demo-b", new BigDecimal("250.00")));
    }

    public Optional<Account> findById(String id) {
        return Optional.ofNullable(accounts.get(id));
    }

    public void save(Account account) {
        accounts.put(account.getId(), account);
    }

    public int count() {
        return accounts.size();
    }
}
