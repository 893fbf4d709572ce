package com.pangu.ledger.util

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import java.time.LocalDateTime
import java.time.YearMonth
import java.time.ZoneId

class MonthRangeTest {
    private val shanghai = ZoneId.of("Asia/Shanghai")

    private fun millis(y: Int, m: Int, d: Int, h: Int = 0, min: Int = 0): Long =
        LocalDateTime.of(y, m, d, h, min).atZone(shanghai).toInstant().toEpochMilli()

    @Test fun lastDayOfMonthIsIncluded() {
        val march = MonthRange.of(YearMonth.of(2025, 3), shanghai)
        assertTrue(millis(2025, 3, 31, 23, 59) in march)
        assertFalse(millis(2025, 4, 1) in march)
    }

    @Test fun firstInstantIsIncluded() {
        val march = MonthRange.of(YearMonth.of(2025, 3), shanghai)
        assertTrue(millis(2025, 3, 1) in march)
        assertFalse(millis(2025, 2, 28, 23, 59) in march)
    }

    @Test fun decemberEndsAtNewYear() {
        val dec = MonthRange.of(YearMonth.of(2024, 12), shanghai)
        assertEquals(millis(2025, 1, 1), dec.endMillis)
        assertTrue(millis(2024, 12, 31, 20, 0) in dec)
    }

    @Test fun containingFindsTheMonth() {
        val range = MonthRange.containing(millis(2024, 2, 29, 12, 0), shanghai)
        assertEquals(MonthRange.of(YearMonth.of(2024, 2), shanghai), range)
    }
}
