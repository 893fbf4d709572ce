package com.kirschbaum.shop.order;

import java.math.BigDecimal;

public record OrderLine(String name, int quantity, BigDecimal unitPrice) {

    public BigDecimal amount() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }
}
