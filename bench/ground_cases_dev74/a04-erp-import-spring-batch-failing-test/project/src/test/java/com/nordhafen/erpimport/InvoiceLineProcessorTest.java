package com.nordhafen.erpimport;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;

import org.junit.jupiter.api.Test;

class InvoiceLineProcessorTest {

    private final InvoiceLineProcessor processor = new InvoiceLineProcessor();

    private static ErpLine line(String qty, String price, String discount) {
        return new ErpLine("R-2025-0042", 1, "K1001", "A-77", new BigDecimal(qty), new BigDecimal(price),
                new BigDecimal(discount), LocalDate.of(2025, 11, 3));
    }

    @Test
    void computesNetWithDiscount() {
        InvoiceRecord r = processor.process(line("3", "19.99", "10"));
        assertThat(r.netAmount()).isEqualByComparingTo("53.97");
    }

    @Test
    void roundsHalfUp() {
        InvoiceRecord r = processor.process(line("1", "0.125", "0"));
        assertThat(r.netAmount()).isEqualByComparingTo("0.13");
    }

    @Test
    void keepsCreditLinesNegative() {
        InvoiceRecord r = processor.process(line("-5", "19.99", "0"));
        assertThat(r.type()).isEqualTo(InvoiceRecord.LineType.CREDIT);
        assertThat(r.quantity()).isEqualByComparingTo("-5");
        assertThat(r.netAmount()).isEqualByComparingTo("-99.95");
    }

    @Test
    void dropsZeroQuantityLines() {
        assertThat(processor.process(line("0", "19.99", "0"))).isNull();
    }
}
