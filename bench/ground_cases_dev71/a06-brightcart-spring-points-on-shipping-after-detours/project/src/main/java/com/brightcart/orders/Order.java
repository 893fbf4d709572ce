package com.brightcart.orders;

import java.math.BigDecimal;
import java.time.Instant;

/** Read model of a placed order, as the loyalty service receives it from the order topic. */
public record Order(
        String id,
        long customerId,
        BigDecimal merchandiseSubtotal,
        BigDecimal discount,
        BigDecimal shippingFee,
        BigDecimal tax,
        BigDecimal total,
        Instant placedAt) {

    /** What the customer paid for goods, after coupons, before shipping and tax. */
    public BigDecimal netMerchandise() {
        return merchandiseSubtotal.subtract(discount);
    }
}
