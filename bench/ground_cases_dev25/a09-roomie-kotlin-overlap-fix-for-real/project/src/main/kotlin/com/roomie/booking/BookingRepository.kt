package com.roomie.booking

import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Query
import java.time.Instant

interface BookingRepository : JpaRepository<Booking, Long> {

    /** Bookings of a room starting in [from, to] (calendar view, overlap checks). */
    fun findByRoomIdAndStartBetweenOrderByStart(roomId: Long, from: Instant, to: Instant): List<Booking>

    fun findByRoomIdAndStatus(roomId: Long, status: BookingStatus): List<Booking>

    fun findByBookedByAndStartAfterOrderByStart(bookedBy: String, after: Instant): List<Booking>

    @Query("select count(b) from Booking b where b.roomId = :roomId and b.status = 'CONFIRMED' and b.start >= :since")
    fun countUpcoming(roomId: Long, since: Instant): Long
}
