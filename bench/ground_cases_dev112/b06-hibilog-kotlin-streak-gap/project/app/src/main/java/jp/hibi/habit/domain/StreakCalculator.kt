package jp.hibi.habit.domain

import java.time.LocalDate
import java.time.temporal.ChronoUnit

/**
 * Counts the current streak: consecutive days, ending today or yesterday,
 * on which the habit was checked.
 */
class StreakCalculator(private val today: () -> LocalDate = { LocalDate.now() }) {

    fun current(checkedDays: Collection<LocalDate>): Int {
        if (checkedDays.isEmpty()) return 0
        val days = checkedDays.toSortedSet().reversed()
        val latest = days.first()
        if (ChronoUnit.DAYS.between(latest, today()) > 1) return 0

        var streak = 1
        var prev = latest
        for (day in days.drop(1)) {
            val gap = ChronoUnit.DAYS.between(day, prev)
            if (gap > 2) break
            streak++
            prev = day
        }
        return streak
    }

    fun best(checkedDays: Collection<LocalDate>): Int {
        var best = 0
        var run = 0
        var prev: LocalDate? = null
        for (day in checkedDays.toSortedSet()) {
            run = if (prev != null && ChronoUnit.DAYS.between(prev, day) == 1L) run + 1 else 1
            best = maxOf(best, run)
            prev = day
        }
        return best
    }
}
