package com.shop.order.expiry;

import static org.junit.jupiter.api.Assertions.*;
import static org.mockito.Mockito.mock;

import com.shop.order.model.Order;
import com.shop.order.repo.OrderRepository;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class OrderExpiryServiceTest {

    private final OrderExpiryService service = new OrderExpiryService(mock(OrderRepository.class));

    private static Order order(LocalDateTime createdAt) {
        Order o = new Order();
        o.setOrderNo("T0001");
        o.setAmount(new BigDecimal("99.00"));
        o.setCreatedAt(createdAt);
        return o;
    }

    private static LocalDateTime shanghaiNow() {
        return LocalDateTime.now(ZoneId.of("Asia/Shanghai"));
    }

    @Test
    void notExpiredWithinWindow() {
        assertFalse(service.isExpired(order(shanghaiNow().minusMinutes(10))));
    }

    @Test
    void expiredAfterWindow() {
        assertTrue(service.isExpired(order(shanghaiNow().minusMinutes(31))));
    }

    @Test
    void paidOrderNeverExpires() {
        Order o = order(shanghaiNow().minusHours(5));
        o.setStatus(Order.Status.PAID);
        assertFalse(service.isExpired(o));
    }

    @Test
    void deadlineTextIsThirtyMinutesLater() {
        Order o = order(LocalDateTime.of(2025, 11, 5, 14, 0));
        assertEquals("2025-11-05 14:30", service.deadlineText(o));
    }
}
