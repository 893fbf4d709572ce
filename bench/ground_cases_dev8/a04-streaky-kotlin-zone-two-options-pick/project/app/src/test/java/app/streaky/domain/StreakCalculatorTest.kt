package app.streaky.domain

import java.time.Instant
import java.time.LocalDate
import org.junit.Assert.assertEquals
import org.junit.Test

class StreakCalculatorTest {

    private val calc = StreakCalculator()
    private fun at(s: String) = Instant.parse(s)

    @Test
    fun countsConsecutiveDays() {
        val checkIns = listOf(at("2024-03-01T08:00:00Z"), at("2024-03-02T19:30:00Z"), at("2024-03-03T07:10:00Z"))
        assertEquals(3, calc.currentStreak(checkIns, LocalDate.parse("2024-03-03")))
    }

    @Test
    fun streakSurvivesUntilEndOfToday() {
        val checkIns = listOf(at("2024-03-01T08:00:00Z"), at("2024-03-02T08:00:00Z"))
        assertEquals(2, calc.currentStreak(checkIns, LocalDate.parse("2024-03-03")))
    }

    @Test
    fun gapBreaksStreak() {
        val checkIns = listOf(at("2024-03-01T08:00:00Z"), at("2024-03-03T08:00:00Z"))
        assertEquals(1, calc.currentStreak(checkIns, LocalDate.parse("2024-03-03")))
    }
}
