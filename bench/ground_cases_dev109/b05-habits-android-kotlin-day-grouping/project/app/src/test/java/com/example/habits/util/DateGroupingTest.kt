package com.example.habits.util

import org.junit.Assert.assertEquals
import org.junit.Test
import java.util.TimeZone

class DateGroupingTest {

    private val tokyo = TimeZone.getTimeZone("Asia/Tokyo")

    // 2025-11-05 20:00 JST and 2025-11-06 01:30 JST
    private val evening = 1_762_340_400_000L
    private val afterMidnight = 1_762_360_200_000L

    @Test
    fun dayKey_usesTheGivenZone() {
        assertEquals("2025-11-06", DateUtils.dayKey(afterMidnight, tokyo))
    }

    @Test
    fun groupByDay_splitsAtLocalMidnight() {
        val groups = DateUtils.groupByDay(listOf(evening, afterMidnight), tokyo) { it }
        assertEquals(listOf("2025-11-05", "2025-11-06"), groups.keys.sorted())
    }

    @Test
    fun streak_countsBackFromToday() {
        val days = setOf("2025-11-04", "2025-11-05", "2025-11-06")
        assertEquals(3, DateUtils.streakDays(days, "2025-11-06"))
    }
}
