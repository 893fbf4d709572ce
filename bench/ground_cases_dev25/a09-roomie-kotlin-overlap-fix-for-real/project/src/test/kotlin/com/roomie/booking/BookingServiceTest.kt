package com.roomie.booking

import com.roomie.rooms.Room
import com.roomie.rooms.RoomRepository
import io.mockk.every
import io.mockk.mockk
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import java.time.Clock
import java.time.Instant
import java.time.ZoneOffset
import java.util.Optional
import kotlin.test.assertFalse
import kotlin.test.assertTrue

class BookingServiceTest {
    private val clock = Clock.fixed(Instant.parse("2025-11-20T08:00:00Z"), ZoneOffset.UTC)
    private val bookings = mockk<BookingRepository>()
    private val rooms = mockk<RoomRepository>()
    private val service = BookingService(bookings, rooms, clock)

    private fun at(hhmm: String) = Instant.parse("2025-11-21T$hhmm:00Z")
    private fun booking(from: String, to: String) = Booking(roomId = 402, bookedBy = "ana", start = at(from), end = at(to))
    private fun request(from: String, to: String) = BookingRequest(402, "ben", at(from), at(to))

    @Test
    fun `same slot conflicts`() {
        assertTrue(service.hasConflict(booking("10:00", "11:00"), request("10:00", "11:00")))
    }

    @Test
    fun `back to back does not conflict`() {
        assertFalse(service.hasConflict(booking("10:00", "11:00"), request("11:00", "12:00")))
        assertFalse(service.hasConflict(booking("11:00", "12:00"), request("10:00", "11:00")))
    }

    @Test
    fun `inactive room is rejected`() {
        every { rooms.findById(402) } returns Optional.of(Room(id = 402, name = "4.02", active = false))
        assertThrows<InvalidBookingException> { service.create(request("10:00", "11:00")) }
    }
}
