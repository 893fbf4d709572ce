package com.example.habitlog.reminder

import android.content.Context
import io.mockk.every
import io.mockk.mockk
import org.junit.Assert.assertEquals
import org.junit.Test
import java.time.Clock
import java.time.ZoneId
import java.time.ZonedDateTime

class ReminderSchedulerTest {

    private val tokyo = ZoneId.of("Asia/Tokyo")
    private val context = mockk<Context>(relaxed = true) {
        every { getSystemService(any<Class<*>>()) } returns null
    }

    private fun schedulerAt(iso: String): ReminderScheduler {
        val now = ZonedDateTime.of(java.time.LocalDateTime.parse(iso), tokyo)
        return ReminderScheduler(context, Clock.fixed(now.toInstant(), tokyo))
    }

    private fun millis(iso: String) =
        ZonedDateTime.of(java.time.LocalDateTime.parse(iso), tokyo).toInstant().toEpochMilli()

    @Test
    fun laterToday() {
        val s = schedulerAt("2025-11-07T07:00:00")
        assertEquals(millis("2025-11-07T08:30:00"), s.nextTriggerMillis(8, 30))
    }

    @Test
    fun alreadyPassedGoesToTomorrow() {
        val s = schedulerAt("2025-11-07T21:00:00")
        assertEquals(millis("2025-11-08T08:30:00"), s.nextTriggerMillis(8, 30))
    }

    @Test
    fun exactlyNowGoesToTomorrow() {
        val s = schedulerAt("2025-11-07T08:30:00")
        assertEquals(millis("2025-11-08T08:30:00"), s.nextTriggerMillis(8, 30))
    }
}
