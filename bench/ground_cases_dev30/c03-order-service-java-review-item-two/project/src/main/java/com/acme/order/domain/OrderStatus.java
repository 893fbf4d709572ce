package com.acme.order.domain;

public enum OrderStatus {
    NEW,
    AWAITING_PAYMENT,
    PAID,
    SHIPPED,
    CANCELLED
}
