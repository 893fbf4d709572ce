package com.plumline.billing.order;

public enum OrderStatus {
    OPEN,
    PAID,
    REFUNDED,
    CANCELLED
}
