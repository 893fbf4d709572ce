package com.xhcloud.order.model;

import java.math.BigDecimal;

public record PriceResult(
        BigDecimal goodsAmount,
        BigDecimal shippingFee,
        BigDecimal couponOff,
        BigDecimal total) {
}
