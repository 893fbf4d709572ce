package com.brightmart.loyalty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class ExpiryPolicyTest {

    private final ExpiryPolicy policy =
            new ExpiryPolicy(Clock.fixed(Instant.parse("2026-04-01T00:00:00Z"), ZoneOffset.UTC));

    @Test
    void expiresAtEndOfMonthAYearLater() {
        assertEquals(LocalDate.of(2026, 3, 31), policy.expiresOn(LocalDate.of(2025, 3, 4)));
    }

    @Test
    void februaryLeapYear() {
        assertEquals(LocalDate.of(2028, 2, 29), policy.expiresOn(LocalDate.of(2027, 2, 10)));
    }

    @Test
    void decemberRollsIntoNextYear() {
        assertEquals(LocalDate.of(2026, 12, 31), policy.expiresOn(LocalDate.of(2025, 12, 1)));
    }

    @Test
    void expiredTheDayAfterExpiry() {
        assertEquals(true, policy.isExpired(LocalDate.of(2025, 3, 4)));
        assertEquals(false, policy.isExpired(LocalDate.of(2025, 4, 4)));
    }

    @Test
    void endOfMonthStaysEndOfMonth() {
        assertEquals(LocalDate.of(2026, 4, 30), policy.expiresOn(LocalDate.of(2025, 4, 30)));
    }
}
