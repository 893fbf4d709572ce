package com.acme.billing;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ResponseStatus;

@ResponseStatus(HttpStatus.UNPROCESSABLE_ENTITY)
public class CouponException extends RuntimeException {

    public CouponException(String message) {
        super(message);
    }
}
