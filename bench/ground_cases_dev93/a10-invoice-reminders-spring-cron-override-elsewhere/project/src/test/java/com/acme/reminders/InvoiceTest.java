package com.acme.reminders;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class InvoiceTest {

    private static final LocalDate TODAY = LocalDate.of(2025, 11, 17);
    private static final Instant NOW = Instant.parse("2025-11-17T08:00:00Z");

    private static Invoice invoice(LocalDate due, int sent, Instant last) {
        return new Invoice(1, "INV-1001", "a@example.com", "Ana", new BigDecimal("120.00"), "EUR", due, sent, last);
    }

    @Test
    void firstReminderThreeDaysAfterDueDate() {
        assertThat(invoice(TODAY.minusDays(2), 0, null).reminderDue(TODAY, NOW)).isFalse();
        assertThat(invoice(TODAY.minusDays(3), 0, null).reminderDue(TODAY, NOW)).isTrue();
    }

    @Test
    void thenWeekly() {
        assertThat(invoice(TODAY.minusDays(20), 1, NOW.minusSeconds(6 * 86400)).reminderDue(TODAY, NOW)).isFalse();
        assertThat(invoice(TODAY.minusDays(20), 1, NOW.minusSeconds(8 * 86400)).reminderDue(TODAY, NOW)).isTrue();
    }

    @Test
    void atMostThree() {
        assertThat(invoice(TODAY.minusDays(60), 3, NOW.minusSeconds(30 * 86400)).reminderDue(TODAY, NOW)).isFalse();
    }
}
