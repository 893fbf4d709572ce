package com.acme.billing.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.billing.domain.Invoice;
import com.acme.billing.domain.Invoice.Status;
import com.acme.billing.domain.InvoiceRepository;
import java.math.BigDecimal;
import java.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.Mockito;

class InvoiceExportServiceTest {

    private InvoiceExportService service;

    @BeforeEach
    void setUp() {
        service = new InvoiceExportService(Mockito.mock(InvoiceRepository.class), "Europe/Berlin");
    }

    private static Invoice invoice(String issuedAt) {
        return new Invoice("RE-2024-10311", Instant.parse(issuedAt), "K-1044", "Baeckerei Huber",
                new BigDecimal("1234.50"), new BigDecimal("234.56"), Status.ISSUED);
    }

    @Test
    void writesColumnsInAccountingOrder() {
        String line = service.toLine(invoice("2024-10-15T09:00:00Z"));
        assertThat(line.split(";")).hasSize(8);
        assertThat(line).startsWith("RE-2024-10311;15.10.2024;K-1044;Baeckerei Huber;");
        assertThat(line).endsWith(";ISSUED");
    }

    @Test
    void datesAreGermanLocalTime() {
        // 01.11.2024 00:30 in Berlin is 31.10.2024 23:30 UTC (BILL-2291)
        String line = service.toLine(invoice("2024-10-31T23:30:00Z"));
        assertThat(line).contains(";01.11.2024;");
    }

    @Test
    void amountsUseDecimalComma() {
        String line = service.toLine(invoice("2024-10-15T09:00:00Z"));
        assertThat(line).contains(";1234,50;234,56;1469,06;");
    }
}
