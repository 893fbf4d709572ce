package com.acme.order.service;

public class OrderNotFoundException extends RuntimeException {

    public OrderNotFoundException(long orderId) {
        super("order " + orderId + " not found");
    }
}
