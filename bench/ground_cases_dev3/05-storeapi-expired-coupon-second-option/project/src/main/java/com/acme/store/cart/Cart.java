package com.acme.store.cart;

import java.math.BigDecimal;
import java.util.List;

public record Cart(List<CartLine> lines) {
    public BigDecimal subtotal() {
        return lines.stream().map(CartLine::total).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
