package com.acme.order;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

import org.springframework.stereotype.Component;

@Component
public class PriceCalculator {

    static final BigDecimal FREE_SHIPPING_THRESHOLD = new BigDecimal("99.00");
    static final BigDecimal SHIPPING_FEE = new BigDecimal("10.00");
    static final BigDecimal MEMBER_RATE = new BigDecimal("0.95");

    public record Line(String sku, int qty, BigDecimal unitPrice) {
        BigDecimal total() {
            return unitPrice.multiply(BigDecimal.valueOf(qty));
        }
    }

    public record Quote(BigDecimal subtotal, BigDecimal discount, BigDecimal shipping, BigDecimal total) {}

    public Quote quote(List<Line> lines, boolean member) {
        BigDecimal subtotal = lines.stream().map(Line::total).reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal discount = member ? memberDiscount(subtotal) : BigDecimal.ZERO.setScale(2);
        BigDecimal afterDiscount = subtotal.subtract(discount);
        BigDecimal shipping = shippingFee(afterDiscount);
        BigDecimal total = afterDiscount.add(shipping);
        return new Quote(subtotal.setScale(2, RoundingMode.HALF_UP), discount, shipping,
                total.setScale(2, RoundingMode.HALF_UP));
    }

    private static BigDecimal memberDiscount(BigDecimal subtotal) {
        return subtotal.subtract(subtotal.multiply(MEMBER_RATE)).setScale(2, RoundingMode.HALF_UP);
    }

    /**
     * Free shipping is decided on the goods amount BEFORE the member discount
     * (ops rule since 2024-08: members must not lose free shipping because of their discount).
     */
    BigDecimal shippingFee(BigDecimal goodsAmount) {
        if (goodsAmount.compareTo(FREE_SHIPPING_THRESHOLD) >= 0) {
            return BigDecimal.ZERO.setScale(2);
        }
        return SHIPPING_FEE;
    }
}
