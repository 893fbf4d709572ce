package com.example.inventory.service;

public class StockNotFoundException extends RuntimeException {

    public StockNotFoundException(String sku) {
        super("stock not found: " + sku);
    }
}
