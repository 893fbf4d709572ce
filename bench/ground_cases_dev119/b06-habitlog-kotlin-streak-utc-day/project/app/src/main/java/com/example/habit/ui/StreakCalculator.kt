package com.example.habit.ui

import com.example.habit.data.DoneRecord
import java.time.Clock
import java.time.LocalDate
import java.time.ZoneOffset

/**
 * Streaks of a habit: days in a row on which it was marked done.
 */
class StreakCalculator(private val clock: Clock = Clock.systemDefaultZone()) {

    private fun localDay(record: DoneRecord): LocalDate =
        record.doneAt.atZone(ZoneOffset.UTC).toLocalDate()

    /** Days in a row ending today (0 when today is not done yet). */
    fun currentStreak(records: List<DoneRecord>): Int {
        val days = records.map(::localDay).toSortedSet()
        var day = LocalDate.now(clock)
        var streak = 0
        while (day in days) {
            streak++
            day = day.minusDays(1)
        }
        return streak
    }

    fun longestStreak(records: List<DoneRecord>): Int {
        val days = records.map(::localDay).toSortedSet()
        var best = 0
        var run = 0
        var previous: LocalDate? = null
        for (day in days) {
            run = if (previous != null && previous.plusDays(1) == day) run + 1 else 1
            best = maxOf(best, run)
            previous = day
        }
        return best
    }
}
