package com.harbor.pay.payment;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class PaymentService {
    private static final Logger log = LoggerFactory.getLogger(PaymentService.class);

    private final PaymentRepository payments;
    private final Clock clock;

    public PaymentService(PaymentRepository payments, Clock clock) {
        this.payments = payments;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public Payment get(String orderRef) {
        return payments.findByOrderRef(orderRef)
                .orElseThrow(() -> new PaymentNotFoundException(orderRef));
    }

    @Transactional
    public Payment capture(String orderRef, BigDecimal amount) {
        Payment p = get(orderRef);
        if (p.getStatus() != PaymentStatus.AUTHORIZED) {
            throw new IllegalStateException("payment " + orderRef + " is " + p.getStatus());
        }
        if (amount.compareTo(p.getAuthorizedAmount()) > 0) {
            throw new IllegalArgumentException("capture exceeds authorization");
        }
        p.setCapturedAmount(amount);
        p.setStatus(amount.equals(p.getAuthorizedAmount()) ? PaymentStatus.CAPTURED : PaymentStatus.PARTIALLY_CAPTURED);
        p.setCapturedAt(Instant.now(clock));
        log.info("captured {} of {} for order {}", amount, p.getAuthorizedAmount(), orderRef);
        return p;
    }

    @Transactional
    public Payment voidAuthorization(String orderRef) {
        Payment p = get(orderRef);
        if (p.getStatus() != PaymentStatus.AUTHORIZED) {
            throw new IllegalStateException("payment " + orderRef + " is " + p.getStatus());
        }
        p.setStatus(PaymentStatus.VOIDED);
        log.info("voided authorisation for order {}", orderRef);
        return p;
    }
}
