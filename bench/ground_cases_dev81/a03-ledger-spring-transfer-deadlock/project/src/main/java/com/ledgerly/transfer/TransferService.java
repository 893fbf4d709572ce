package com.ledgerly.transfer;

import com.ledgerly.account.Account;
import com.ledgerly.account.AccountRepository;
import java.math.BigDecimal;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class TransferService {

    private final AccountRepository accounts;
    private final TransferRepository transfers;

    public TransferService(AccountRepository accounts, TransferRepository transfers) {
        this.accounts = accounts;
        this.transfers = transfers;
    }

    @Transactional
    public Transfer transfer(Long fromId, Long toId, BigDecimal amount, String reference) {
        if (fromId.equals(toId)) {
            throw new IllegalArgumentException("cannot transfer to the same account");
        }
        Account from = accounts.findByIdForUpdate(fromId).orElseThrow();
        Account to = accounts.findByIdForUpdate(toId).orElseThrow();
        if (!from.getCurrency().equals(to.getCurrency())) {
            throw new IllegalArgumentException("currency mismatch");
        }
        from.debit(amount);
        to.credit(amount);
        return transfers.save(new Transfer(fromId, toId, amount, reference));
    }
}
