package com.acme.ledger.service;

import com.acme.ledger.domain.Transaction;
import com.acme.ledger.repository.AccountRepository;
import com.acme.ledger.repository.TransactionRepository;
import com.acme.ledger.web.NotFoundException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.Pageable;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

class TransactionServiceTest {

    private final UUID account = UUID.fromString("6f1c2f7e-31a4-4b8e-9d0c-1a2b3c4d5e6f");
    private TransactionRepository repository;
    private AccountRepository accounts;
    private TransactionService service;

    @BeforeEach
    void setUp() {
        repository = mock(TransactionRepository.class);
        accounts = mock(AccountRepository.class);
        service = new TransactionService(repository, accounts);
        when(accounts.existsById(account)).thenReturn(true);
    }

    @Test
    void listMapsThePage() {
        var tx = new Transaction(UUID.randomUUID(), account, new BigDecimal("-12.40"), "EUR", "Coffee", Instant.parse("2025-01-03T08:00:00Z"));
        when(repository.findByAccountId(eq(account), any(Pageable.class))).thenReturn(new PageImpl<>(List.of(tx)));

        var page = service.list(account, 0, 20);

        assertThat(page.items()).hasSize(1);
        assertThat(page.items().get(0).description()).isEqualTo("Coffee");
        assertThat(page.total()).isEqualTo(1);
    }

    @Test
    void unknownAccountIs404() {
        var other = UUID.randomUUID();
        assertThatThrownBy(() -> service.list(other, 1, 20)).isInstanceOf(NotFoundException.class);
    }
}
