package jp.hibi.habit.domain

import java.time.LocalDate
import org.junit.Assert.assertEquals
import org.junit.Test

class StreakCalculatorTest {
    private val today = LocalDate.of(2025, 11, 20)
    private val calc = StreakCalculator { today }

    @Test
    fun emptyIsZero() {
        assertEquals(0, calc.current(emptyList()))
    }

    @Test
    fun threeDaysInARow() {
        val days = listOf(today, today.minusDays(1), today.minusDays(2))
        assertEquals(3, calc.current(days))
    }

    @Test
    fun yesterdayStillCounts() {
        val days = listOf(today.minusDays(1), today.minusDays(2))
        assertEquals(2, calc.current(days))
    }

    @Test
    fun bestRun() {
        val days = listOf(1, 2, 3, 7, 8).map { LocalDate.of(2025, 11, it) }
        assertEquals(3, calc.best(days))
    }
}
