package com.acme.ledger.transfer;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.springframework.stereotype.Service;

import com.acme.ledger.LedgerProperties;
import com.acme.ledger.account.Account;
import com.acme.ledger.account.AccountRepository;

@Service
public class TransferService {

    public record Transfer(String id, String from, String to, BigDecimal amount, LocalDate day) {
    }

    private final AccountRepository accounts;
    private final LedgerProperties props;
    private final Clock clock;
    private final List<Transfer> journal = new ArrayList<>();

    public TransferService(AccountRepository accounts, LedgerProperties props, Clock clock) {
        this.accounts = accounts;
        this.props = props;
        this.clock = clock;
    }

    public synchronized Transfer transfer(String fromId, String toId, BigDecimal amount) {
        if (amount.signum() < 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        if (fromId.equals(toId)) {
            throw new IllegalArgumentException("cannot transfer to the same account");
        }
        Account from = accounts.findById(fromId).orElseThrow(() -> new IllegalArgumentException("unknown account " + fromId));
        Account to = accounts.findById(toId).orElseThrow(() -> new IllegalArgumentException("unknown account " + toId));
        if (from.getBalance().compareTo(amount) < 0) {
            throw new InsufficientFundsException(fromId, amount);
        }
        LocalDate today = LocalDate.now(clock.withZone(props.zone()));
        if (sentOn(fromId, today).add(amount).compareTo(props.dailyLimit()) > 0) {
            throw new DailyLimitExceededException(fromId, props.dailyLimit());
        }
        from.debit(amount);
        to.credit(amount);
        Transfer t = new Transfer(UUID.randomUUID().toString(), fromId, toId, amount, today);
        journal.add(t);
        return t;
    }

    private BigDecimal sentOn(String accountId, LocalDate day) {
        return journal.stream()
                .filter(t -> t.from().equals(accountId) && t.day().equals(day))
                .map(Transfer::amount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public List<Transfer> history(String accountId) {
        return journal.stream().filter(t -> t.from().equals(accountId) || t.to().equals(accountId)).toList();
    }
}
