package com.example.shipping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.LocalDateTime;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    private OrderService service;

    @BeforeEach
    void setUp() {
        service = new OrderService();
    }

    @Test
    void ordersBeforeCutoffShipSameDay() {
        Order order = new Order("A-1", LocalDateTime.now().withHour(10).withMinute(0));

        assertTrue(service.isSameDayShipping(order));
    }

    @Test
    void ordersAfterCutoffShipNextDay() {
        Order order = new Order("A-2", LocalDateTime.now().withHour(15).withMinute(30));

        assertFalse(service.isSameDayShipping(order));
    }

    @Test
    void giftWrapIsNeverSameDay() {
        Order order = new Order("A-3", LocalDateTime.now().withHour(9).withMinute(0));
        order.setGiftWrap(true);

        assertFalse(service.isSameDayShipping(order));
    }

    @Test
    void remotePrefecturesTakeOneMoreDay() {
        Order order = new Order("A-4", LocalDateTime.of(2025, 3, 4, 18, 0));
        order.setPrefecture("沖縄県");

        assertEquals(LocalDate.of(2025, 3, 8), service.estimatedDelivery(order));
    }
}
