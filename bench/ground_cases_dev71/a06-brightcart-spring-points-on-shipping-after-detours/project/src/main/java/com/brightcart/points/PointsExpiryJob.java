package com.brightcart.points;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

@Component
public class PointsExpiryJob {

    private static final Logger log = LoggerFactory.getLogger(PointsExpiryJob.class);
    private final PointsLedger ledger;
    private final Clock clock;

    public PointsExpiryJob(PointsLedger ledger, Clock clock) {
        this.ledger = ledger;
        this.clock = clock;
    }

    /** Every night at 03:15, books the unspent rest of expired entries as EXPIRED. */
    @Scheduled(cron = "0 15 3 * * *", zone = "Europe/Amsterdam")
    @Transactional
    public int expire() {
        Instant now = clock.instant();
        List<PointsEntry> due = ledger.findByKindAndRemainingGreaterThanAndExpiresAtBefore(PointsEntry.Kind.EARNED, 0, now);
        int total = 0;
        for (PointsEntry e : due) {
            ledger.save(new PointsEntry(e.getCustomerId(), e.getOrderId(), PointsEntry.Kind.EXPIRED,
                    -e.getRemaining(), now, null));
            total += e.getRemaining();
            e.setRemaining(0);
        }
        log.info("points expiry: expired {} entries, {} points", due.size(), total);
        return total;
    }
}
