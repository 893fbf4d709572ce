package com.xhcloud.order.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.xhcloud.order.model.OrderDraft;
import com.xhcloud.order.model.OrderItem;

class OrderServiceTest {

    private final OrderService service = new OrderService(new PriceCalculator());

    @Test
    void testEmptyCartRejected() {
        OrderDraft d = OrderDraft.builder().userId(1L).items(List.of()).build();
        assertThrows(IllegalArgumentException.class, () -> service.preview(d));
    }

    @Test
    void testTotalWithShipping() {
        OrderDraft d = OrderDraft.builder()
                .userId(7L)
                .items(List.of(new OrderItem("C3", "挂耳包", new BigDecimal("40.00"), 2)))
                .shippingFee(new BigDecimal("8.00"))
                .build();
        assertEquals(new BigDecimal("88.00"), service.preview(d).total());
    }

    @Test
    void testSubmitReturnsOrderNo() {
        OrderDraft d = OrderDraft.builder()
                .userId(9L)
                .items(List.of(new OrderItem("A1", "咖啡豆", new BigDecimal("120.00"), 1)))
                .shippingFee(new BigDecimal("8.00"))
                .build();
        assertTrue(service.submit(d).startsWith("SO"));
    }
}
