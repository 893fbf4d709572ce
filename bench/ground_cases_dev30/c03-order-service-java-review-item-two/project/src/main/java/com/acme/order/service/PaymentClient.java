package com.acme.order.service;

import java.math.BigDecimal;

/** Thin client for the payment service (HTTP, see PaymentHttpClient). */
public interface PaymentClient {

    /** Creates a payment intent for the order; the amount has scale 2. */
    String createIntent(Long orderId, BigDecimal amount);

    /** Cancels the open intent of the order, if any. */
    void cancelIntent(long orderId);
}
