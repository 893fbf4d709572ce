package com.shopline.payments.adyen;

import com.adyen.model.notification.NotificationRequest;
import com.adyen.model.notification.NotificationRequestItem;
import com.adyen.util.HMACValidator;
import com.shopline.payments.PaymentService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import java.security.SignatureException;

@RestController
public class AdyenWebhookController {

    private static final Logger log = LoggerFactory.getLogger(AdyenWebhookController.class);

    private final AdyenProperties props;
    private final PaymentService payments;
    private final HMACValidator hmac = new HMACValidator();

    public AdyenWebhookController(AdyenProperties props, PaymentService payments) {
        this.props = props;
        this.payments = payments;
    }

    /** Adyen expects "[accepted]" for every batch, otherwise it queues and retries it. */
    @PostMapping("/webhooks/adyen")
    public ResponseEntity<String> notify(@RequestBody String body) throws Exception {
        NotificationRequest request = NotificationRequest.fromJson(body);
        for (NotificationRequestItem item : request.getNotificationItems()) {
            if (!validSignature(item)) {
                log.warn("adyen notification with invalid HMAC signature, event {} psp {} merchantRef {}",
                        item.getEventCode(), item.getPspReference(), item.getMerchantReference());
                return ResponseEntity.status(401).body("invalid signature");
            }
            payments.handle(item);
        }
        return ResponseEntity.ok("[accepted]");
    }

    private boolean validSignature(NotificationRequestItem item) {
        try {
            return hmac.validateHMAC(item, props.hmacKey());
        } catch (SignatureException | IllegalArgumentException e) {
            log.warn("adyen HMAC check failed: {}", e.getMessage());
            return false;
        }
    }
}
