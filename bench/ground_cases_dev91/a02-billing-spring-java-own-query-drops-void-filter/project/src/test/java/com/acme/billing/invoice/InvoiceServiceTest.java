package com.acme.billing.invoice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.*;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.*;
import java.util.List;
import org.junit.jupiter.api.Test;

class InvoiceServiceTest {
    private final InvoiceRepository repo = mock(InvoiceRepository.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-03-10T08:00:00Z"), ZoneOffset.UTC);
    private final InvoiceService service = new InvoiceService(repo, clock, new SimpleMeterRegistry());

    private Invoice open(LocalDate due) {
        Invoice i = new Invoice();
        i.setDueDate(due);
        return i;
    }

    @Test
    void marksOnlyPastDueInvoicesOverdue() {
        Invoice past = open(LocalDate.of(2025, 3, 9));
        Invoice today = open(LocalDate.of(2025, 3, 10));
        when(repo.findByStatus(InvoiceStatus.OPEN)).thenReturn(List.of(past, today));

        assertThat(service.markOverdue()).isEqualTo(1);
        assertThat(today.getStatus()).isEqualTo(InvoiceStatus.OPEN);
    }
}
