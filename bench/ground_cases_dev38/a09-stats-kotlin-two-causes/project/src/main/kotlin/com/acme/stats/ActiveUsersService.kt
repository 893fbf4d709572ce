package com.acme.stats

import org.springframework.beans.factory.annotation.Value
import org.springframework.stereotype.Service
import java.time.LocalDate

/**
 * Weekly active users for the admin dashboard.
 *
 * Two sources, chosen by the `reports.weekly-active.source` flag (LaunchDarkly, overridable in
 * application.yml for local runs):
 *  - "events": one query over the raw events table (exact, slow on big weeks)
 *  - "rollup": sums the nightly daily_active rollup (fast)
 */
@Service
class ActiveUsersService(
    private val events: EventRepository,
    private val rollups: DailyRollupRepository,
    private val flags: FeatureFlags,
    @Value("\${reports.weekly-active.source:events}") private val defaultSource: String,
) {
    fun weeklyActive(weekStart: LocalDate): Long {
        val weekEnd = weekStart.plusDays(7)
        return when (flags.string("reports.weekly-active.source", defaultSource)) {
            "rollup" -> fromRollup(weekStart, weekEnd)
            else -> events.countActiveUsers(weekStart, weekEnd)
        }
    }

    private fun fromRollup(from: LocalDate, to: LocalDate): Long {
        val days = rollups.findByDayBetween(from, to.minusDays(1))
        return days.sumOf { it.activeUsers }
    }
}

interface FeatureFlags {
    fun string(key: String, default: String): String
}

interface DailyRollupRepository {
    fun findByDayBetween(from: LocalDate, to: LocalDate): List<DailyRollup>
}

data class DailyRollup(val day: LocalDate, val activeUsers: Long)
