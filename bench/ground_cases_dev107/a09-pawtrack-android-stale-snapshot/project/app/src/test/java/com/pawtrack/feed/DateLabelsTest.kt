package com.pawtrack.feed

import java.time.Instant
import java.time.LocalDate
import java.time.ZoneId
import org.junit.Assert.assertEquals
import org.junit.Test

class DateLabelsTest {

    private val berlin = ZoneId.of("Europe/Berlin")

    private fun labels(today: String) = DateLabels(
        zone = berlin,
        today = { LocalDate.parse(today) },
    )

    @Test
    fun `walk just after midnight in Berlin is today`() {
        val walk = Instant.parse("2025-01-14T23:20:00Z") // 00:20 on the 15th in Berlin
        assertEquals("Today", labels("2025-01-15").labelFor(walk))
    }

    @Test
    fun `walk late in the evening is yesterday`() {
        val walk = Instant.parse("2025-01-14T22:10:00Z") // 23:10 on the 14th in Berlin
        assertEquals("Yesterday", labels("2025-01-15").labelFor(walk))
    }

    @Test
    fun `older walks use the date`() {
        val walk = Instant.parse("2025-01-10T08:00:00Z")
        assertEquals(false, labels("2025-01-15").labelFor(walk) in setOf("Today", "Yesterday"))
    }
}
