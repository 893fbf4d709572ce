package com.acme.mall.pay;

public class PayException extends RuntimeException {

    public PayException(String message) {
        super(message);
    }
}
