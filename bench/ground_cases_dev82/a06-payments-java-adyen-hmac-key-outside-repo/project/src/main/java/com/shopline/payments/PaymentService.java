package com.shopline.payments;

import com.adyen.model.notification.NotificationRequestItem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class PaymentService {

    private static final Logger log = LoggerFactory.getLogger(PaymentService.class);

    private final PaymentRepository repo;

    public PaymentService(PaymentRepository repo) {
        this.repo = repo;
    }

    @Transactional
    public void handle(NotificationRequestItem item) {
        if (repo.existsByPspReferenceAndEventCode(item.getPspReference(), item.getEventCode())) {
            return; // Adyen delivers at least once
        }
        Payment payment = repo.findByMerchantReference(item.getMerchantReference()).orElse(null);
        if (payment == null) {
            log.warn("notification for unknown order {}", item.getMerchantReference());
            return;
        }
        switch (item.getEventCode()) {
            case "AUTHORISATION" -> payment.authorised(item.isSuccess(), item.getPspReference());
            case "CAPTURE" -> payment.captured(item.isSuccess());
            case "REFUND" -> payment.refunded(item.isSuccess(), item.getAmount().getValue());
            case "CANCELLATION" -> payment.cancelled(item.isSuccess());
            default -> log.debug("ignored adyen event {}", item.getEventCode());
        }
        repo.recordEvent(item.getPspReference(), item.getEventCode());
        repo.save(payment);
    }
}
