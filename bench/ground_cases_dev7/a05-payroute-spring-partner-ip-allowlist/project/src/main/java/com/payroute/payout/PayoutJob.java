package com.payroute.payout;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class PayoutJob {

    private static final Logger log = LoggerFactory.getLogger(PayoutJob.class);

    private final PayoutBatchRepository batches;
    private final PayoutService service;

    public PayoutJob(PayoutBatchRepository batches, PayoutService service) {
        this.batches = batches;
        this.service = service;
    }

    /** Every weekday at 07:00 UTC: send all batches that were approved yesterday. */
    @Scheduled(cron = "0 0 7 * * MON-FRI", zone = "UTC")
    public void run() {
        for (PayoutBatch batch : batches.findApprovedNotSubmitted()) {
            try {
                service.submit(batch);
            } catch (Exception e) {
                log.error("payout batch {} ({}, {} items) failed", batch.getId(), batch.getPartner(),
                        batch.getPayouts().size(), e);
                service.markFailed(batch, e);
            }
        }
    }
}
