package com.acme.store.cart;

import java.math.BigDecimal;

public record CartLine(String sku, int quantity, BigDecimal unitPrice) {
    public BigDecimal total() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }
}
