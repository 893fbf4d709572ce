package com.brightcart.points;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.brightcart.orders.Order;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class PointsServiceTest {

    private final PointsLedger ledger = mock(PointsLedger.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-11-01T10:00:00Z"), ZoneOffset.UTC);
    private final PointsService service = new PointsService(ledger, clock);

    private static Order order(String subtotal, String shipping, String total) {
        return new Order("BC-1", 7L, new BigDecimal(subtotal), BigDecimal.ZERO, new BigDecimal(shipping),
                BigDecimal.ZERO, new BigDecimal(total), Instant.parse("2025-11-01T09:59:00Z"));
    }

    @Test
    void onePointPerFullEuro() {
        assertThat(service.earnFor(order("25.80", "0.00", "25.80"))).isEqualTo(25);
        verify(ledger).save(any(PointsEntry.class));
    }

    @Test
    void earnsOnlyOncePerOrder() {
        when(ledger.existsByOrderIdAndKind("BC-1", PointsEntry.Kind.EARNED)).thenReturn(true);
        assertThat(service.earnFor(order("25.80", "0.00", "25.80"))).isZero();
    }
}
