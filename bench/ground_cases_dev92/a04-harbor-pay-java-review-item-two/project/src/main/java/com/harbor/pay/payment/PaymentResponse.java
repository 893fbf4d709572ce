package com.harbor.pay.payment;

import java.math.BigDecimal;
import java.time.Instant;

public record PaymentResponse(String orderRef, BigDecimal authorizedAmount, BigDecimal capturedAmount,
                              PaymentStatus status, Instant createdAt, Instant capturedAt) {
    static PaymentResponse of(Payment p) {
        return new PaymentResponse(p.getOrderRef(), p.getAuthorizedAmount(), p.getCapturedAmount(),
                p.getStatus(), p.getCreatedAt(), p.getCapturedAt());
    }
}
