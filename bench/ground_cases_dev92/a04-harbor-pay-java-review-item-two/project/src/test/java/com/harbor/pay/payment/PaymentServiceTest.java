package com.harbor.pay.payment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.*;

import java.math.BigDecimal;
import java.time.*;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PaymentServiceTest {
    private final PaymentRepository repo = mock(PaymentRepository.class);

    private Payment authorized(String amount) {
        Payment p = new Payment();
        p.setOrderRef("HB-1");
        p.setAuthorizedAmount(new BigDecimal(amount));
        when(repo.findByOrderRef("HB-1")).thenReturn(Optional.of(p));
        return p;
    }

    @Test
    void partialCapture() {
        authorized("50.00");
        PaymentService svc = new PaymentService(repo, Clock.systemUTC());
        assertThat(svc.capture("HB-1", new BigDecimal("20.00")).getStatus()).isEqualTo(PaymentStatus.PARTIALLY_CAPTURED);
    }

    @Test
    void captureSetsCapturedAtToday() {
        authorized("50.00");
        Clock fixed = Clock.fixed(Instant.parse("2025-11-07T23:30:00Z"), ZoneOffset.UTC);
        PaymentService svc = new PaymentService(repo, fixed);
        Payment p = svc.capture("HB-1", new BigDecimal("50.00"));
        assertThat(p.getCapturedAt()).isEqualTo(Instant.parse("2025-11-07T23:30:00Z"));
    }
}
