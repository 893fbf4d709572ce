package com.roomie.booking

import com.roomie.rooms.RoomRepository
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.time.Clock
import java.time.Duration
import java.time.Instant

class BookingConflictException(message: String) : RuntimeException(message)
class InvalidBookingException(message: String) : RuntimeException(message)

data class BookingRequest(
    val roomId: Long,
    val bookedBy: String,
    val start: Instant,
    val end: Instant,
    val title: String = "",
)

@Service
class BookingService(
    private val bookings: BookingRepository,
    private val rooms: RoomRepository,
    private val clock: Clock,
) {
    private val maxLength = Duration.ofHours(8)

    @Transactional
    fun create(request: BookingRequest): Booking {
        validate(request)
        val existing = bookings.findByRoomIdAndStatus(request.roomId, BookingStatus.CONFIRMED)
        val clash = existing.firstOrNull { hasConflict(it, request) }
        if (clash != null) {
            throw BookingConflictException("Room ${request.roomId} is already booked ${clash.start}-${clash.end}")
        }
        return bookings.save(
            Booking(
                roomId = request.roomId,
                bookedBy = request.bookedBy,
                start = request.start,
                end = request.end,
                title = request.title,
            ),
        )
    }

    @Transactional
    fun cancel(id: Long, user: String) {
        val booking = bookings.findById(id).orElseThrow { InvalidBookingException("No booking $id") }
        if (booking.bookedBy != user) {
            throw InvalidBookingException("Only ${booking.bookedBy} can cancel this booking")
        }
        booking.status = BookingStatus.CANCELLED
    }

    /** Does [existing] block [request]? Back-to-back bookings are fine. */
    fun hasConflict(existing: Booking, request: BookingRequest): Boolean =
        existing.start >= request.start && existing.start < request.end

    private fun validate(request: BookingRequest) {
        val room = rooms.findById(request.roomId).orElseThrow { InvalidBookingException("Unknown room ${request.roomId}") }
        if (!room.active) throw InvalidBookingException("Room ${room.name} is not bookable")
        if (!request.end.isAfter(request.start)) throw InvalidBookingException("End must be after start")
        if (Duration.between(request.start, request.end) > maxLength) {
            throw InvalidBookingException("Bookings are limited to ${maxLength.toHours()} hours")
        }
        if (request.start.isBefore(clock.instant())) throw InvalidBookingException("Cannot book in the past")
    }
}
