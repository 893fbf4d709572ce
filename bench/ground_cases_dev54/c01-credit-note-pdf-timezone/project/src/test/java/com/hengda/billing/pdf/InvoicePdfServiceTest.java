package com.hengda.billing.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.Mockito.mock;

import java.time.Instant;

import com.hengda.billing.config.InvoiceProperties;
import org.junit.jupiter.api.Test;

class InvoicePdfServiceTest {

    private final InvoiceProperties props = new InvoiceProperties();
    private final InvoicePdfService service = new InvoicePdfService(props, mock(PdfFonts.class));

    @Test
    void formatsIssueDate() {
        assertEquals("2024-03-15", service.formatDate(Instant.parse("2024-03-15T10:00:00Z")));
    }

    @Test
    void formatsLateEveningUtc() {
        assertEquals("2024-03-15", service.formatDate(Instant.parse("2024-03-15T08:30:00Z")));
    }

    @Test
    void earlyMorningBeijingIsNextDay() {
        // 2024-03-16 00:30 Asia/Shanghai
        assertEquals("2024-03-16", service.formatDate(Instant.parse("2024-03-15T16:30:00Z")));
    }
}
