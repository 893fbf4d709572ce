package com.brightloop.habits.domain

import java.time.DayOfWeek
import java.time.LocalDate
import java.time.temporal.ChronoUnit

object Streaks {
    val EVERY_DAY: Set<DayOfWeek> = DayOfWeek.entries.toSet()

    /**
     * Consecutive scheduled days up to today on which the habit was done. Days outside
     * [schedule] are skipped: they neither count nor break the streak.
     */
    fun current(done: Set<LocalDate>, today: LocalDate, schedule: Set<DayOfWeek> = EVERY_DAY): Int {
        if (schedule.isEmpty()) return 0
        var day = today
        var streak = 0
        while (true) {
            if (day.dayOfWeek !in schedule) {
                day = day.minusDays(1)
                continue
            }
            if (day !in done) break
            streak++
            day = day.minusDays(1)
        }
        return streak
    }

    /** The longest run of consecutive done days ever. */
    fun longest(done: Set<LocalDate>): Int {
        if (done.isEmpty()) return 0
        val sorted = done.sorted()
        var best = 1
        var run = 1
        for (i in 1 until sorted.size) {
            run = if (sorted[i] == sorted[i - 1].plusDays(1)) run + 1 else 1
            best = maxOf(best, run)
        }
        return best
    }

    /** Share of days in [from, to] (inclusive) on which the habit was done. */
    fun completionRate(done: Set<LocalDate>, from: LocalDate, to: LocalDate): Double {
        val days = ChronoUnit.DAYS.between(from, to) + 1
        if (days <= 0) return 0.0
        val hits = done.count { !it.isBefore(from) && !it.isAfter(to) }
        return hits.toDouble() / days
    }
}
