package com.acme.ledger.repository;

import com.acme.ledger.domain.Transaction;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;

public interface TransactionRepository extends JpaRepository<Transaction, UUID> {

    Page<Transaction> findByAccountId(UUID accountId, Pageable pageable);

    Optional<Transaction> findByIdAndAccountId(UUID id, UUID accountId);

    Stream<Transaction> streamByAccountIdAndBookedAtBetweenOrderByBookedAtAscIdAsc(UUID accountId, Instant from, Instant to);
}
