package com.tsumiki.habit.domain

import java.time.LocalDate

data class Streak(val current: Int, val best: Int, val lastDone: LocalDate?)

/**
 * Counts consecutive days on which a habit was checked off.
 * "current" stays alive until the end of the day after the last check.
 */
class StreakCalculator(private val today: () -> LocalDate = { LocalDate.now() }) {

    fun compute(doneDates: List<LocalDate>): Streak {
        if (doneDates.isEmpty()) return Streak(current = 0, best = 0, lastDone = null)
        val days = doneDates.distinct().sorted()
        var best = 1
        var run = 1
        for (i in 1 until days.size) {
            run = if (isNextDay(days[i - 1], days[i])) run + 1 else 1
            best = maxOf(best, run)
        }
        val last = days.last()
        val now = today()
        val current = if (last == now || isNextDay(last, now)) run else 0
        return Streak(current = current, best = best, lastDone = last)
    }

    fun isAtRisk(doneDates: List<LocalDate>): Boolean {
        val last = doneDates.maxOrNull() ?: return false
        return last != today() && isNextDay(last, today())
    }

    private fun isNextDay(prev: LocalDate, next: LocalDate): Boolean =
        next.dayOfMonth - prev.dayOfMonth == 1
}
