package com.ledgerly.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import com.ledgerly.account.Account;
import com.ledgerly.account.AccountService;
import java.math.BigDecimal;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;

@SpringBootTest
@ActiveProfiles("test")
class TransferServiceIT {

    @Autowired
    TransferService transfers;

    @Autowired
    AccountService accounts;

    @Test
    void movesMoney() {
        Account a = accounts.open(10L, "EUR");
        Account b = accounts.open(11L, "EUR");
        accounts.deposit(a.getId(), new BigDecimal("100"));
        transfers.transfer(a.getId(), b.getId(), new BigDecimal("40"), "rent");
        assertThat(accounts.ofOwner(11L).get(0).getBalance()).isEqualByComparingTo("40");
    }

    @Test
    void concurrentOppositeTransfers() throws Exception {
        Account a = accounts.open(20L, "EUR");
        Account b = accounts.open(21L, "EUR");
        accounts.deposit(a.getId(), new BigDecimal("1000"));
        accounts.deposit(b.getId(), new BigDecimal("1000"));
        ExecutorService pool = Executors.newFixedThreadPool(8);
        CompletableFuture<?>[] jobs = new CompletableFuture<?>[200];
        for (int i = 0; i < jobs.length; i++) {
            boolean ab = i % 2 == 0;
            jobs[i] = CompletableFuture.runAsync(() -> transfers.transfer(
                    ab ? a.getId() : b.getId(), ab ? b.getId() : a.getId(), BigDecimal.ONE, "ping"), pool);
        }
        CompletableFuture.allOf(jobs).get();
        assertThat(accounts.ofOwner(20L).get(0).getBalance()).isEqualByComparingTo("1000");
    }
}
