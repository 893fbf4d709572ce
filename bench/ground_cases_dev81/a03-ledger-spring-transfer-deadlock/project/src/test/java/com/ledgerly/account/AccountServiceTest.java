package com.ledgerly.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;

@SpringBootTest
@ActiveProfiles("test")
class AccountServiceTest {

    @Autowired
    AccountService service;

    @Test
    void depositAddsToBalance() {
        Account a = service.open(1L, "EUR");
        service.deposit(a.getId(), new BigDecimal("25.50"));
        Account reloaded = service.ofOwner(1L).get(0);
        assertThat(reloaded.getBalance()).isEqualByComparingTo("25.50");
    }
}
