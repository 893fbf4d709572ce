package com.brightloop.habits.domain

import org.junit.Assert.assertEquals
import org.junit.Test
import java.time.DayOfWeek
import java.time.LocalDate

class StreaksTest {
    private val today = LocalDate.of(2025, 9, 17) // a Wednesday

    private fun days(vararg back: Long) = back.map { today.minusDays(it) }.toSet()

    @Test
    fun countsConsecutiveDaysEndingToday() {
        assertEquals(3, Streaks.current(days(0, 1, 2), today))
    }

    @Test
    fun streakStaysAliveUntilTodayIsDone() {
        assertEquals(2, Streaks.current(days(1, 2), today))
    }

    @Test
    fun gapEndsTheStreak() {
        assertEquals(1, Streaks.current(days(0, 2, 3), today))
    }

    @Test
    fun skipsUnscheduledDays() {
        val monWedFri = setOf(DayOfWeek.MONDAY, DayOfWeek.WEDNESDAY, DayOfWeek.FRIDAY)
        // Wed 17, Mon 15, Fri 12 done; Tue/Sat/Sun/Thu are not scheduled
        assertEquals(3, Streaks.current(days(0, 2, 5), today, monWedFri))
    }

    @Test
    fun unscheduledTodayDoesNotBreakTheStreak() {
        val monWedFri = setOf(DayOfWeek.MONDAY, DayOfWeek.WEDNESDAY, DayOfWeek.FRIDAY)
        val thursday = today.plusDays(1)
        assertEquals(2, Streaks.current(days(0, 2), thursday, monWedFri))
    }

    @Test
    fun longestRun() {
        assertEquals(3, Streaks.longest(days(0, 4, 5, 6, 9)))
    }

    @Test
    fun completionRateOverAWeek() {
        assertEquals(3.0 / 7, Streaks.completionRate(days(0, 1, 5), today.minusDays(6), today), 1e-9)
    }
}
