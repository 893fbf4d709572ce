package com.northwind.billing.invoice;

public class PageParamsException extends RuntimeException {
    public PageParamsException(String message) {
        super(message);
    }
}
