package com.kumo.billing.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.kumo.billing.domain.Invoice;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.test.util.ReflectionTestUtils;

class InvoiceCsvWriterTest {

    private final InvoiceCsvWriter writer = new InvoiceCsvWriter();

    private Invoice issued(String number, String customer, String subtotal) {
        Invoice inv = new Invoice();
        ReflectionTestUtils.setField(inv, "number", number);
        ReflectionTestUtils.setField(inv, "customerName", customer);
        ReflectionTestUtils.setField(inv, "subtotal", new BigDecimal(subtotal));
        inv.issue(LocalDate.of(2025, 11, 5), new BigDecimal("0.10"));
        return inv;
    }

    @Test
    void writesHeaderAndRows() throws Exception {
        StringWriter out = new StringWriter();
        writer.write(List.of(issued("INV-0001", "株式会社そら", "12345")), out);
        String[] lines = out.toString().substring(1).split("\r\n");
        assertThat(lines[0]).startsWith("請求書番号,取引先");
        assertThat(lines[1]).isEqualTo("INV-0001,株式会社そら,2025/11/05,2025/12/05,JPY,12345,1235,13580,発行済み");
    }

    @Test
    void escapesCommasInCustomerName() {
        assertThat(InvoiceCsvWriter.escape("そら, Inc.")).isEqualTo("\"そら, Inc.\"");
    }
}
