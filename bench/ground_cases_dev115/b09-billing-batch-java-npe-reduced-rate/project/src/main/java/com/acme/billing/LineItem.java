package com.acme.billing;

import java.math.BigDecimal;

public record LineItem(String sku, String category, int quantity, BigDecimal unitPrice) {

    public BigDecimal subtotal() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }
}
