package app.streaky.domain

import java.time.Instant
import java.time.LocalDate
import java.time.ZoneId
import java.time.ZoneOffset

/**
 * Counts consecutive days with at least one check-in, ending today (or yesterday,
 * so a streak isn't "broken" before the user had a chance to check in today).
 */
class StreakCalculator {

    fun currentStreak(checkIns: List<Instant>, today: LocalDate, zone: ZoneId = ZoneOffset.UTC): Int {
        val days = checkIns.map { it.atZone(zone).toLocalDate() }.toSortedSet()
        var day = if (today in days) today else today.minusDays(1)
        var streak = 0
        while (day in days) {
            streak++
            day = day.minusDays(1)
        }
        return streak
    }
}
