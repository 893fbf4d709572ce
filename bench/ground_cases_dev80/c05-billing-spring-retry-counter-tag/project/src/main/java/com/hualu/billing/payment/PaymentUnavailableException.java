package com.hualu.billing.payment;

public class PaymentUnavailableException extends RuntimeException {

    public PaymentUnavailableException(String orderId, Throwable cause) {
        super("payment provider unavailable for order " + orderId, cause);
    }
}
