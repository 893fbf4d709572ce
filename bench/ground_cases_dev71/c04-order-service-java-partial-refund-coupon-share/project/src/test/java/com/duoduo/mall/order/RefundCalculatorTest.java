package com.duoduo.mall.order;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;

class RefundCalculatorTest {
    private final RefundCalculator calc = new RefundCalculator();

    private Order order() {
        Order o = new Order(1L, 7L);
        o.setShippingFee(new BigDecimal("10.00"));
        o.getLines().add(new OrderLine(1, "TEA-A", new BigDecimal("100.00"), 1, BigDecimal.ZERO));
        o.getLines().add(new OrderLine(2, "TEA-B", new BigDecimal("50.00"), 2, BigDecimal.ZERO));
        return o;
    }

    @Test
    void wholeOrderRefundIncludesShipping() {
        assertEquals(new BigDecimal("210.00"), calc.refundForOrder(order()));
    }

    @Test
    void partialRefundWithoutShipping() {
        Order o = order();
        assertEquals(new BigDecimal("100.00"), calc.refundForLines(o, List.of(o.line(1))));
    }
}
