package com.acme.wallet.transfer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.acme.wallet.account.Account;
import com.acme.wallet.account.AccountRepository;
import com.acme.wallet.account.InsufficientFundsException;
import java.math.BigDecimal;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest(properties = "spring.jpa.hibernate.ddl-auto=create-drop")
class TransferServiceTest {
    @Autowired TransferService service;
    @Autowired AccountRepository accounts;

    @BeforeEach
    void setUp() {
        accounts.deleteAll();
        accounts.save(new Account(1L, "0011223344", new BigDecimal("100.00")));
        accounts.save(new Account(2L, "0099887766", new BigDecimal("0.00")));
    }

    @Test
    void movesMoney() {
        TransferResult r = service.transfer(new TransferRequest(1L, 2L, new BigDecimal("30.00"), null));
        assertThat(r.fromBalance()).isEqualByComparingTo("70.00");
        assertThat(accounts.findById(2L).orElseThrow().getBalance()).isEqualByComparingTo("30.00");
    }

    @Test
    void rejectsOverdraft() {
        assertThatThrownBy(() -> service.transfer(new TransferRequest(1L, 2L, new BigDecimal("500.00"), null)))
                .isInstanceOf(InsufficientFundsException.class);
    }
}
