package com.liqing.habits.domain

import java.time.DayOfWeek
import java.time.LocalDate
import java.time.temporal.TemporalAdjusters

object StreakCalculator {

    /** Consecutive days ending today (or yesterday, if today is not checked yet). */
    fun currentStreak(checkIns: Collection<LocalDate>, today: LocalDate): Int {
        val days = checkIns.toSet()
        var day = if (today in days) today else today.minusDays(1)
        var streak = 0
        while (day in days) {
            streak++
            day = day.minusDays(1)
        }
        return streak
    }

    /** Check-ins in the week containing [today]; weeks start on Monday. */
    fun thisWeek(checkIns: Collection<LocalDate>, today: LocalDate): Int {
        val start = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY))
        val end = start.plusDays(6)
        return checkIns.count { !it.isBefore(start) && !it.isAfter(end) }
    }

    fun longestStreak(checkIns: Collection<LocalDate>): Int {
        val sorted = checkIns.toSortedSet().toList()
        var best = 0
        var run = 0
        var prev: LocalDate? = null
        for (d in sorted) {
            run = if (prev != null && prev.plusDays(1) == d) run + 1 else 1
            best = maxOf(best, run)
            prev = d
        }
        return best
    }
}
