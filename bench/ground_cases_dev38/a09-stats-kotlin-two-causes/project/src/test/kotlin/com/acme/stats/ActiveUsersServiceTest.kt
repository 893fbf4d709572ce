package com.acme.stats

import io.mockk.every
import io.mockk.mockk
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.time.LocalDate

class ActiveUsersServiceTest {
    private val events = mockk<EventRepository>()
    private val rollups = mockk<DailyRollupRepository>()
    private val monday = LocalDate.of(2025, 11, 3)

    private fun service(source: String) = ActiveUsersService(
        events, rollups,
        object : FeatureFlags {
            override fun string(key: String, default: String) = source
        },
        "events",
    )

    @Test
    fun `events source asks the repository for the whole week`() {
        every { events.countActiveUsers(monday, monday.plusDays(7)) } returns 42
        assertEquals(42, service("events").weeklyActive(monday))
    }

    @Test
    fun `rollup source reads the seven days of the week`() {
        every { rollups.findByDayBetween(monday, monday.plusDays(6)) } returns
            (0L..6L).map { DailyRollup(monday.plusDays(it), 10) }
        assertEquals(70, service("rollup").weeklyActive(monday))
    }
}
