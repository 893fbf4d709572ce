package com.acme.billing.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class DateUtilsTest {

    @Test
    void toLocalDateUsesTheCalendarDay() {
        assertEquals(LocalDate.of(2025, 11, 3), DateUtils.toLocalDate(Instant.parse("2025-11-03T08:00:00Z")));
    }

    @Test
    void toLocalDateUsesShanghaiDayAroundMidnight() {
        // 2025-11-03 00:30 in Shanghai is still 2025-11-02 in UTC
        assertEquals(LocalDate.of(2025, 11, 3), DateUtils.toLocalDate(Instant.parse("2025-11-02T16:30:00Z")));
    }

    @Test
    void formatsDay() {
        assertEquals("2025-11-03", DateUtils.formatDay(LocalDate.of(2025, 11, 3)));
    }
}
