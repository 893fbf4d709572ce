package com.acme.order.coupon;

public class CouponException extends RuntimeException {

    public CouponException(String message) {
        super(message);
    }
}
