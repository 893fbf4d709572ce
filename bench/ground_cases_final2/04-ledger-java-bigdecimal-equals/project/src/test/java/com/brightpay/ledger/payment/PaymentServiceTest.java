package com.brightpay.ledger.payment;

import static org.junit.jupiter.api.Assertions.*;
import static org.mockito.Mockito.*;

import com.brightpay.ledger.invoice.InvoiceClient;
import java.math.BigDecimal;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PaymentServiceTest {
    private final PaymentRepository repo = mock(PaymentRepository.class);
    private final InvoiceClient invoices = mock(InvoiceClient.class);
    private final PaymentService service = new PaymentService(repo, invoices);

    @Test
    void refundWithinCapturedAmount() {
        Payment p = new Payment("INV-9", "EUR", new BigDecimal("50.00"));
        when(repo.findById(1L)).thenReturn(Optional.of(p));
        assertEquals(new BigDecimal("20.00"), service.refund(1L, new BigDecimal("20.00"), "damaged").getAmount());
    }

    @Test
    void fullyPaidWhenAmountsMatch() {
        Payment p = new Payment("INV-9", "EUR", new BigDecimal("50.00"));
        when(invoices.amountDue("INV-9")).thenReturn(new BigDecimal("50.00"));
        assertTrue(service.isFullyPaid(p));
    }
}
