package com.tallyshop.cart;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

public class Cart {

    public record Line(String sku, int qty, BigDecimal unitPrice) {
        BigDecimal amount() {
            return unitPrice.multiply(BigDecimal.valueOf(qty));
        }
    }

    private final List<Line> lines = new ArrayList<>();
    private BigDecimal shipping = BigDecimal.ZERO;

    public void add(String sku, int qty, BigDecimal unitPrice) {
        lines.add(new Line(sku, qty, unitPrice));
    }

    public void setShipping(BigDecimal shipping) {
        this.shipping = shipping;
    }

    public BigDecimal subtotal() {
        return lines.stream().map(Line::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public BigDecimal shipping() {
        return shipping;
    }

    public BigDecimal total() {
        return subtotal().add(shipping);
    }

    public List<Line> lines() {
        return List.copyOf(lines);
    }
}
