package com.lanyun.pay.service;

public class RefundConflictException extends RuntimeException {
    private final Long orderId;

    public RefundConflictException(Long orderId, String message) {
        super(message);
        this.orderId = orderId;
    }

    public Long getOrderId() { return orderId; }
}
