package com.acme.ledger.service;

import com.acme.ledger.domain.Transaction;
import com.acme.ledger.repository.AccountRepository;
import com.acme.ledger.repository.TransactionRepository;
import com.acme.ledger.web.NotFoundException;
import com.acme.ledger.web.dto.PageDto;
import com.acme.ledger.web.dto.TransactionDto;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.Instant;
import java.util.UUID;
import java.util.function.Consumer;

@Service
@Transactional(readOnly = true)
public class TransactionService {

    private static final Sort NEWEST_FIRST = Sort.by(Sort.Direction.DESC, "bookedAt", "id");

    private final TransactionRepository repository;
    private final AccountRepository accounts;

    public TransactionService(TransactionRepository repository, AccountRepository accounts) {
        this.repository = repository;
        this.accounts = accounts;
    }

    public PageDto<TransactionDto> list(UUID accountId, int page, int size) {
        requireAccount(accountId);
        Page<Transaction> result = repository.findByAccountId(accountId, PageRequest.of(page, size, NEWEST_FIRST));
        return new PageDto<>(
                result.getContent().stream().map(TransactionDto::from).toList(),
                page,
                size,
                result.getTotalElements());
    }

    public TransactionDto get(UUID accountId, UUID transactionId) {
        requireAccount(accountId);
        return repository.findByIdAndAccountId(transactionId, accountId)
                .map(TransactionDto::from)
                .orElseThrow(() -> new NotFoundException("transaction " + transactionId));
    }

    /** Hands every transaction booked in [from, to) to the sink, oldest first, without loading them all. */
    public void forEachInRange(UUID accountId, Instant from, Instant to, Consumer<Transaction> sink) {
        requireAccount(accountId);
        try (var rows = repository.streamByAccountIdAndBookedAtBetweenOrderByBookedAtAscIdAsc(accountId, from, to.minusNanos(1))) {
            rows.forEach(sink);
        }
    }

    private void requireAccount(UUID accountId) {
        if (!accounts.existsById(accountId)) {
            throw new NotFoundException("account " + accountId);
        }
    }
}
