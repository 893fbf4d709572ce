package com.acme.shop.order;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ResponseStatus;

@ResponseStatus(HttpStatus.UNPROCESSABLE_ENTITY)
public class InvalidCouponException extends RuntimeException {

    public InvalidCouponException(String code) {
        super("invalid or inactive coupon: " + code);
    }
}
