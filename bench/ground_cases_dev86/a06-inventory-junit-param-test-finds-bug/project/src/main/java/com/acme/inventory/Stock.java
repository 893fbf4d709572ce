package com.acme.inventory;

public record Stock(String sku, int onHand, int reserved) {

    public int available() {
        return onHand - reserved;
    }

    public Stock withReserved(int newReserved) {
        return new Stock(sku, onHand, newReserved);
    }
}
