package com.meterlog.reminder

import org.junit.Assert.assertEquals
import org.junit.Test
import java.time.LocalTime
import java.time.ZoneId
import java.time.ZonedDateTime

class ReminderSchedulerTest {
    private val zone = ZoneId.of("Europe/Berlin")

    @Test
    fun laterTodayWhenTimeIsStillAhead() {
        val now = ZonedDateTime.of(2025, 5, 14, 7, 30, 0, 0, zone)
        val next = ReminderScheduler.nextTrigger(LocalTime.of(8, 0), now)
        assertEquals(ZonedDateTime.of(2025, 5, 14, 8, 0, 0, 0, zone), next)
    }

    @Test
    fun tomorrowWhenTimeHasPassed() {
        val now = ZonedDateTime.of(2025, 5, 14, 21, 5, 0, 0, zone)
        val next = ReminderScheduler.nextTrigger(LocalTime.of(20, 0), now)
        assertEquals(ZonedDateTime.of(2025, 5, 15, 20, 0, 0, 0, zone), next)
    }

    @Test
    fun exactlyNowMeansTomorrow() {
        val now = ZonedDateTime.of(2025, 5, 14, 8, 0, 0, 0, zone)
        val next = ReminderScheduler.nextTrigger(LocalTime.of(8, 0), now)
        assertEquals(ZonedDateTime.of(2025, 5, 15, 8, 0, 0, 0, zone), next)
    }

    @Test
    fun keepsWallClockTimeAcrossDstChange() {
        val now = ZonedDateTime.of(2025, 3, 29, 21, 0, 0, 0, zone)
        val next = ReminderScheduler.nextTrigger(LocalTime.of(8, 0), now)
        assertEquals(ZonedDateTime.of(2025, 3, 30, 8, 0, 0, 0, zone), next)
    }
}
