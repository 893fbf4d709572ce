package jp.mizuiro.habit.ui.settings

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class TimeFormatTest {
    @Test
    fun formatsWholeHours() {
        assertEquals("21:00", formatTime(1260))
    }

    @Test
    fun padsMinutes() {
        assertEquals("9:05", formatTime(545))
    }

    @Test
    fun parsesValidTime() {
        assertEquals(545, parseTime("9:05"))
    }

    @Test
    fun rejectsInvalidTime() {
        assertNull(parseTime("25:00"))
        assertNull(parseTime("abc"))
    }

    @Test
    fun minutesUntilWrapsToTomorrow() {
        assertEquals(60, minutesUntil(target = 60, now = 0))
        assertEquals(23 * 60, minutesUntil(target = 0, now = 60))
    }
}
