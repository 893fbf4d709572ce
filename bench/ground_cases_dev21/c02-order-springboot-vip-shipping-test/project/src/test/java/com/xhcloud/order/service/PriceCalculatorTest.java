package com.xhcloud.order.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.xhcloud.order.model.Coupon;
import com.xhcloud.order.model.OrderDraft;
import com.xhcloud.order.model.OrderItem;

class PriceCalculatorTest {

    private final PriceCalculator calc = new PriceCalculator();

    @Test
    void sumGoodsMultipliesQuantity() {
        List<OrderItem> items = List.of(
                new OrderItem("A1", "咖啡豆", new BigDecimal("45.50"), 2),
                new OrderItem("B2", "滤纸", new BigDecimal("9.90"), 1));
        assertEquals(new BigDecimal("100.90"), calc.sumGoods(items));
    }

    @Test
    void couponAppliesAboveThreshold() {
        Coupon c = new Coupon("MJ20", new BigDecimal("100"), new BigDecimal("20"));
        assertEquals(new BigDecimal("20"), calc.couponDiscount(c, new BigDecimal("120.00")));
        assertEquals(BigDecimal.ZERO, calc.couponDiscount(c, new BigDecimal("99.99")));
    }

    @Test
    void totalWithCouponAndFreeShipping() {
        OrderDraft d = OrderDraft.builder()
                .items(List.of(new OrderItem("A1", "咖啡豆", new BigDecimal("60.00"), 2)))
                .shippingFee(new BigDecimal("8.00"))
                .coupon(new Coupon("MJ20", new BigDecimal("100"), new BigDecimal("20")))
                .build();
        assertEquals(new BigDecimal("100.00"), calc.calculate(d).total());
    }

    @Test
    void vipGetsFivePercentOffGoods() {
        OrderDraft d = OrderDraft.builder()
                .items(List.of(new OrderItem("A1", "咖啡豆", new BigDecimal("100.00"), 2)))
                .shippingFee(new BigDecimal("8.00"))
                .vip(true)
                .build();
        assertEquals(new BigDecimal("190.00"), calc.calculate(d).total());
    }

    @Test
    void vipCouponThresholdUsesDiscountedGoods() {
        // 原价 105，95 折后 99.75，不满 100 的券门槛
        OrderDraft d = OrderDraft.builder()
                .items(List.of(new OrderItem("A1", "咖啡豆", new BigDecimal("105.00"), 1)))
                .shippingFee(new BigDecimal("8.00"))
                .coupon(new Coupon("MJ20", new BigDecimal("100"), new BigDecimal("20")))
                .vip(true)
                .build();
        assertEquals(new BigDecimal("99.75"), calc.calculate(d).total());
    }
}
