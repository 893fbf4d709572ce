package com.tsumiki.habit.domain

import java.time.LocalDate
import org.junit.Assert.assertEquals
import org.junit.Test

class StreakCalculatorTest {
    private val today = LocalDate.of(2026, 3, 12)
    private val calc = StreakCalculator { today }

    private fun d(day: Int) = LocalDate.of(2026, 3, day)

    @Test
    fun emptyHasNoStreak() {
        assertEquals(Streak(0, 0, null), calc.compute(emptyList()))
    }

    @Test
    fun threeDaysInARow() {
        val s = calc.compute(listOf(d(10), d(11), d(12)))
        assertEquals(3, s.current)
        assertEquals(3, s.best)
    }

    @Test
    fun gapResetsCurrentButKeepsBest() {
        val s = calc.compute(listOf(d(1), d(2), d(3), d(4), d(9), d(11)))
        assertEquals(1, s.current)
        assertEquals(4, s.best)
    }

    @Test
    fun yesterdayStillCounts() {
        assertEquals(2, calc.compute(listOf(d(10), d(11))).current)
    }
}
