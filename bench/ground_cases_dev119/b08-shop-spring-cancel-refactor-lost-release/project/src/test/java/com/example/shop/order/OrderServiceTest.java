package com.example.shop.order;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.example.shop.inventory.InventoryService;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    private final Clock clock = Clock.fixed(Instant.parse("2025-11-27T01:00:00Z"), ZoneOffset.UTC);
    private InventoryService inventory;
    private OrderService service;

    @BeforeEach
    void setUp() {
        inventory = new InventoryService(Map.of("SKU-1", 5, "SKU-2", 1));
        service = new OrderService(inventory, clock);
    }

    @Test
    void placeReservesStock() {
        service.place(List.of(new Order.Line("SKU-1", 2, 1200)));
        assertEquals(3, inventory.available("SKU-1"));
    }

    @Test
    void cancelReleasesStock() {
        Order order = service.place(List.of(new Order.Line("SKU-1", 2, 1200)));
        service.cancel(order.getId());
        assertEquals(5, inventory.available("SKU-1"));
        assertEquals(Order.Status.CANCELLED, order.getStatus());
    }

    @Test
    void refundOnlyAfterShipping() {
        Order order = service.place(List.of(new Order.Line("SKU-2", 1, 3000)));
        assertThrows(IllegalStateException.class, () -> service.refund(order.getId()));
        service.ship(order.getId());
        assertEquals(Order.Status.REFUNDED, service.refund(order.getId()).getStatus());
    }
}
