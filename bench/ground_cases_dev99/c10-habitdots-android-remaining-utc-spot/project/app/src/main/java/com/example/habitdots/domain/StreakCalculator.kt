package com.example.habitdots.domain

import com.example.habitdots.util.toLocalDate
import java.time.Clock
import java.time.LocalDate
import java.time.ZoneOffset

/**
 * Streaks from check-in timestamps (epoch millis). A day counts when it has at
 * least one check-in; several check-ins on one day count once.
 */
class StreakCalculator(private val clock: Clock = Clock.systemDefaultZone()) {

    /** Days in a row ending today, or ending yesterday when today has no check-in yet. */
    fun current(checkIns: List<Long>): Int {
        val days = checkIns.map { it.toLocalDate(clock.zone) }.toSet()
        val today = LocalDate.now(clock.withZone(ZoneOffset.UTC))
        var day = if (today in days) today else today.minusDays(1)
        var streak = 0
        while (day in days) {
            streak++
            day = day.minusDays(1)
        }
        return streak
    }

    /** The longest run of consecutive days ever. */
    fun longest(checkIns: List<Long>): Int {
        val days = checkIns.map { it.toLocalDate(clock.zone) }.toSortedSet()
        var best = 0
        var run = 0
        var prev: LocalDate? = null
        for (day in days) {
            run = if (prev != null && prev.plusDays(1) == day) run + 1 else 1
            best = maxOf(best, run)
            prev = day
        }
        return best
    }

    /** Check-ins in the last 7 days including today, for the dots row. */
    fun lastSevenDays(checkIns: List<Long>): List<Boolean> {
        val days = checkIns.map { it.toLocalDate(clock.zone) }.toSet()
        val today = LocalDate.now(clock)
        return (6L downTo 0L).map { today.minusDays(it) in days }
    }
}
