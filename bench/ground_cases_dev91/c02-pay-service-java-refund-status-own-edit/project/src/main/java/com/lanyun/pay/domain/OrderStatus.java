package com.lanyun.pay.domain;

public enum OrderStatus {
    CREATED,
    PAID,
    PARTIALLY_REFUNDED,
    REFUNDED,
    CLOSED
}
