package com.brightcart.orders.customer;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * GDPR erasure: customers who asked to be forgotten are deleted after the retention period.
 * Their orders stay (we must keep them for bookkeeping), with customer_id left as it was.
 */
@Component
public class ErasureJob {

    private static final Logger log = LoggerFactory.getLogger(ErasureJob.class);

    private final CustomerRepository customers;
    private final int retentionDays;

    public ErasureJob(CustomerRepository customers, @Value("${erasure.retention-days}") int retentionDays) {
        this.customers = customers;
        this.retentionDays = retentionDays;
    }

    @Scheduled(cron = "${erasure.cron}")
    @Transactional
    public void run() {
        Instant cutoff = Instant.now().minus(Duration.ofDays(retentionDays));
        List<Customer> due = customers.findByErasureRequestedAtBefore(cutoff);
        customers.deleteAll(due);
        log.info("erased {} customers requested before {}", due.size(), cutoff);
    }
}
