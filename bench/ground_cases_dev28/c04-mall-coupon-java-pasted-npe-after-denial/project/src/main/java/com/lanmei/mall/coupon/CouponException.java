package com.lanmei.mall.coupon;

public class CouponException extends RuntimeException {

    public CouponException(String code) {
        super(code);
    }
}
