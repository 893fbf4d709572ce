package com.acme.mall.pay.order;

public enum OrderStatus {
    UNPAID, PAID, CLOSED, REFUNDED
}
