package com.example.habitdots.domain

import org.junit.Assert.assertEquals
import org.junit.Test
import java.time.Clock
import java.time.Instant
import java.time.LocalDate
import java.time.ZoneId

class StreakCalculatorTest {

    private val zone = ZoneId.of("Asia/Shanghai")

    // 2025-11-12 12:00 in Shanghai
    private val calc = StreakCalculator(Clock.fixed(Instant.parse("2025-11-12T04:00:00Z"), zone))

    private fun at(day: String, hour: Int = 9): Long =
        LocalDate.parse(day).atTime(hour, 0).atZone(zone).toInstant().toEpochMilli()

    @Test
    fun countsBackFromToday() {
        val checkIns = listOf(at("2025-11-10"), at("2025-11-11"), at("2025-11-12"))
        assertEquals(3, calc.current(checkIns))
    }

    @Test
    fun todayNotDoneYetStillCountsYesterday() {
        assertEquals(2, calc.current(listOf(at("2025-11-10"), at("2025-11-11"))))
    }

    @Test
    fun gapBreaksTheStreak() {
        assertEquals(1, calc.current(listOf(at("2025-11-09"), at("2025-11-11"))))
    }

    @Test
    fun twoCheckInsOneDayCountOnce() {
        assertEquals(1, calc.current(listOf(at("2025-11-12", 8), at("2025-11-12", 20))))
    }

    @Test
    fun longestRun() {
        val checkIns = listOf("2025-11-01", "2025-11-02", "2025-11-03", "2025-11-07", "2025-11-08").map { at(it) }
        assertEquals(3, calc.longest(checkIns))
    }
}
