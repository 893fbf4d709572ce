package com.example.reserve.reservation

import io.mockk.every
import io.mockk.mockk
import io.mockk.slot
import io.mockk.verify
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.springframework.context.ApplicationEventPublisher
import java.time.Clock
import java.time.Instant
import java.time.OffsetDateTime
import java.time.ZoneId
import java.util.Optional

class ReservationServiceTest {
    private val repo = mockk<ReservationRepository>()
    private val events = mockk<ApplicationEventPublisher>(relaxed = true)
    private val clock = Clock.fixed(Instant.parse("2025-11-26T01:00:00Z"), ZoneId.of("Asia/Tokyo"))
    private val service = ReservationService(repo, events, clock)

    private fun reservation(startsAt: String) = Reservation(
        id = "R-1", customerEmail = "a@example.jp", customerName = "A", menuId = "cut",
        startsAt = OffsetDateTime.parse(startsAt), status = ReservationStatus.CONFIRMED,
    )

    @Test
    fun `confirm publishes an event`() {
        val saved = slot<Reservation>()
        every { repo.save(capture(saved)) } answers { saved.captured }
        service.confirm("a@example.jp", "A", "cut", OffsetDateTime.parse("2025-12-01T10:00:00+09:00"))
        verify(exactly = 1) { events.publishEvent(any<Any>()) }
    }

    @Test
    fun `cancel marks a future reservation cancelled`() {
        every { repo.findById("R-1") } returns Optional.of(reservation("2025-12-01T10:00:00+09:00"))
        val r = service.cancel("R-1")
        assertEquals(ReservationStatus.CANCELLED, r.status)
    }

    @Test
    fun `cancel rejects a reservation that has started`() {
        every { repo.findById("R-1") } returns Optional.of(reservation("2025-11-26T09:30:00+09:00"))
        assertThrows<ReservationAlreadyStarted> { service.cancel("R-1") }
    }
}
