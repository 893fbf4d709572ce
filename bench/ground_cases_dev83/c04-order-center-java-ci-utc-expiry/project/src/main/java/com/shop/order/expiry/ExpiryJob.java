package com.shop.order.expiry;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class ExpiryJob {

    private static final Logger log = LoggerFactory.getLogger(ExpiryJob.class);
    private final OrderExpiryService service;

    public ExpiryJob(OrderExpiryService service) {
        this.service = service;
    }

    @Scheduled(fixedDelayString = "${order.expiry.delay-ms:60000}")
    public void run() {
        int n = service.expireUnpaid(500);
        if (n > 0) {
            log.info("expired {} unpaid orders", n);
        }
    }
}
