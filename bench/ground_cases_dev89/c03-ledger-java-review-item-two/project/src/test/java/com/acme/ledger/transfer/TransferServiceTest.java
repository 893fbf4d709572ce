package com.acme.ledger.transfer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.acme.ledger.LedgerProperties;
import com.acme.ledger.account.AccountRepository;

class TransferServiceTest {

    private AccountRepository accounts;
    private TransferService service;

    @BeforeEach
    void setUp() {
        accounts = new AccountRepository();
        Clock clock = Clock.fixed(Instant.parse("2025-10-30T02:00:00Z"), ZoneOffset.UTC);
        LedgerProperties props = new LedgerProperties("CNY", ZoneId.of("Asia/Shanghai"), new BigDecimal("500.00"));
        service = new TransferService(accounts, props, clock);
    }

    @Test
    void movesMoney() {
        service.transfer("acc-001", "acc-002", new BigDecimal("100.00"));
        assertThat(accounts.findById("acc-001").orElseThrow().getBalance()).isEqualByComparingTo("900.00");
        assertThat(accounts.findById("acc-002").orElseThrow().getBalance()).isEqualByComparingTo("350.00");
    }

    @Test
    void enforcesDailyLimit() {
        service.transfer("acc-001", "acc-002", new BigDecimal("400.00"));
        assertThatThrownBy(() -> service.transfer("acc-001", "acc-002", new BigDecimal("100.01")))
                .isInstanceOf(DailyLimitExceededException.class);
    }

    @Test
    void rejectsOverdraft() {
        assertThatThrownBy(() -> service.transfer("acc-002", "acc-001", new BigDecimal("300.00")))
                .isInstanceOf(InsufficientFundsException.class);
    }
}
