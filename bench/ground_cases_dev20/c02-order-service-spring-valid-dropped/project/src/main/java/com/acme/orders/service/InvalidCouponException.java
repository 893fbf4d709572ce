package com.acme.orders.service;

public class InvalidCouponException extends RuntimeException {

    public InvalidCouponException(String code) {
        super("invalid or expired coupon: " + code);
    }
}
