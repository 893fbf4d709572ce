package jp.kobo.orders;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    InventoryClient inventory = mock(InventoryClient.class);
    CouponRepository coupons = mock(CouponRepository.class);
    OrderRepository orders = mock(OrderRepository.class);
    OrderService service;

    @BeforeEach
    void setUp() {
        Clock clock = Clock.fixed(Instant.parse("2025-11-01T00:00:00Z"), ZoneId.of("Asia/Tokyo"));
        service = new OrderService(inventory, coupons, orders, clock);
    }

    @Test
    void unknownCouponIsIgnored() {
        when(coupons.findById("NOPE")).thenReturn(Optional.empty());
        assertThat(service.applyCoupon(new BigDecimal("1000"), "NOPE")).isEqualByComparingTo("1000");
    }

    @Test
    void subtotalAddsEveryLine() {
        when(inventory.unitPrice("A-1")).thenReturn(new BigDecimal("300"));
        when(inventory.unitPrice("B-2")).thenReturn(new BigDecimal("1200"));
        OrderRequest request = new OrderRequest(7L, null, java.util.List.of(
                new OrderRequest.Line("A-1", 2), new OrderRequest.Line("B-2", 1)));
        assertThat(service.subtotal(request)).isEqualByComparingTo("1800");
    }

    @Test
    void blankCouponIsIgnored() {
        assertThat(service.applyCoupon(new BigDecimal("1000"), " ")).isEqualByComparingTo("1000");
    }
}
