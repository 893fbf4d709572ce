package com.kirschbaum.shop.order;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;

public record Order(
        String number,
        String customerName,
        String customerEmail,
        Locale locale,
        String currency,
        List<OrderLine> lines) {

    public BigDecimal total() {
        return lines.stream().map(OrderLine::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
