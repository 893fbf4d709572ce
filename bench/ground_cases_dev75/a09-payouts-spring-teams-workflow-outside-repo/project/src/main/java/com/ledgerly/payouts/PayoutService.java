package com.ledgerly.payouts;

import com.ledgerly.payouts.notify.TeamsNotifier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;

@Service
public class PayoutService {
    private static final Logger log = LoggerFactory.getLogger(PayoutService.class);

    private final BankClient bank;
    private final TeamsNotifier teams;

    public PayoutService(BankClient bank, TeamsNotifier teams) {
        this.bank = bank;
        this.teams = teams;
    }

    @Scheduled(cron = "${payouts.batch.cron}")
    public void runDailyBatch() {
        PayoutBatch batch = bank.submitPendingPayouts();
        log.info("payout batch {}: {} payouts, {} failed", batch.id(), batch.payouts().size(), batch.failed().size());
        if (!batch.failed().isEmpty()) {
            teams.payoutFailures(batch);
        }
    }
}
