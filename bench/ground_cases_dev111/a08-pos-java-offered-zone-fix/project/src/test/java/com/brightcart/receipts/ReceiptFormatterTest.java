package com.brightcart.receipts;

import static org.assertj.core.api.Assertions.assertThat;

import com.brightcart.store.Store;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReceiptFormatterTest {
    private final ReceiptFormatter formatter = new ReceiptFormatter();
    private final Store berlin = new Store(1L, "Brightcart Mitte", "+49 30 1234567", "Europe/Berlin");

    @Test
    void printsLinesAndTotal() {
        String out = formatter.format(berlin, Instant.parse("2025-01-15T10:00:00Z"), List.of(
                new ReceiptFormatter.Line("Oat milk", 2, new BigDecimal("1.99")),
                new ReceiptFormatter.Line("Bread", 1, new BigDecimal("3.50"))));
        assertThat(out).contains("Oat milk").contains("3.98").contains("TOTAL").contains("7.48");
    }

    @Test
    void printsPaidAtInStoreZone() {
        Store sydney = new Store(7L, "Brightcart Surry Hills", "+61 2 9000 1234", "Australia/Sydney");
        String out = formatter.format(sydney, Instant.parse("2025-03-02T22:40:00Z"), List.of());
        assertThat(out).contains("03/03/2025 09:40");
    }

    @Test
    void startsWithStoreName() {
        String out = formatter.format(berlin, Instant.parse("2025-01-15T10:00:00Z"), List.of());
        assertThat(out).startsWith("Brightcart Mitte\n");
    }
}
