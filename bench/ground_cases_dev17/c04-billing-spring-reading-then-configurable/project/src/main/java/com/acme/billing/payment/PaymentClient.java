package com.acme.billing.payment;

/**
 * What the billing code needs from the payment gateway.
 * The primary bean is {@link RetryingPaymentClient}; {@link HttpPaymentClient} talks HTTP.
 */
public interface PaymentClient {

    ChargeResult charge(ChargeRequest request);

    RefundResult refund(RefundRequest request);

    record ChargeRequest(String idempotencyKey, String customerId, long amountCents, String currency, String description) {
    }

    record ChargeResult(String chargeId, String status) {
    }

    record RefundRequest(String chargeId, long amountCents, String reason) {
    }

    record RefundResult(String refundId, String status) {
    }
}
