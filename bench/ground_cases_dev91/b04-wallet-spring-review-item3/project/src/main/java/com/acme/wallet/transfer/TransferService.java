package com.acme.wallet.transfer;

import com.acme.wallet.account.Account;
import com.acme.wallet.account.AccountRepository;
import com.acme.wallet.common.Masking;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class TransferService {
    private static final Logger log = LoggerFactory.getLogger(TransferService.class);

    private final AccountRepository accountRepository;

    public TransferService(AccountRepository accountRepository) {
        this.accountRepository = accountRepository;
    }

    @Transactional
    public TransferResult transfer(TransferRequest request) {
        if (request.fromAccountId().equals(request.toAccountId())) {
            throw new IllegalArgumentException("from and to must differ");
        }
        Account from = loadAccount(request.fromAccountId());
        Account to = loadAccount(request.toAccountId());

        from.withdraw(request.amount());
        to.deposit(request.amount());
        accountRepository.save(from);
        accountRepository.save(to);

        log.info("transfer {} -> {} amount={}",
                Masking.accountNumber(from.getAccountNumber()), Masking.accountNumber(to.getAccountNumber()), request.amount());
        return new TransferResult(from.getId(), to.getId(), request.amount(), from.getBalance());
    }

    private Account loadAccount(Long id) {
        return accountRepository.findById(id).get();
    }
}
