package jp.runlog

import org.junit.Assert.assertEquals
import org.junit.Test

class FormattersTest {
    @Test
    fun paceFormatsMinutesAndSeconds() {
        assertEquals("5'30\"/km", Formatters.pace(330))
    }

    @Test
    fun paceZeroIsDashes() {
        assertEquals("--'--\"", Formatters.pace(0))
    }

    @Test
    fun durationUnderAnHour() {
        assertEquals("27:05", Formatters.duration(1_625_000))
    }

    @Test
    fun durationOverAnHour() {
        assertEquals("1:02:03", Formatters.duration(3_723_000))
    }

    @Test
    fun distanceInKm() {
        assertEquals("5.00 km", Formatters.distance(5000.0))
        assertEquals("0.42 km", Formatters.distance(421.0))
    }

    @Test
    fun caloriesSuffix() {
        assertEquals("350 kcal", Formatters.calories(350))
    }
}
