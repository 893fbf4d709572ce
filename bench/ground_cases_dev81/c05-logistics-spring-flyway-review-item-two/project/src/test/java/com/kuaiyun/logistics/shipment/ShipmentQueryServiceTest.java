package com.kuaiyun.logistics.shipment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShipmentQueryServiceTest {

    private final ShipmentRepository repo = mock(ShipmentRepository.class);
    private final ShipmentQueryService service = new ShipmentQueryService(repo);

    @Test
    void findStaleAsksForInTransit() {
        when(repo.findByStatusAndShippedAtBefore(eq("IN_TRANSIT"), any(Instant.class))).thenReturn(List.of());
        assertThat(service.findStale()).isEmpty();
        verify(repo).findByStatusAndShippedAtBefore(eq("IN_TRANSIT"), any(Instant.class));
    }

    @Test
    void oldestUsesTop50() {
        when(repo.findTop50ByStatusOrderByShippedAtAsc("IN_TRANSIT")).thenReturn(List.of());
        assertThat(service.oldestInTransit()).isEmpty();
    }
}
