package com.roomie.booking

import jakarta.persistence.Column
import jakarta.persistence.Entity
import jakarta.persistence.EnumType
import jakarta.persistence.Enumerated
import jakarta.persistence.GeneratedValue
import jakarta.persistence.GenerationType
import jakarta.persistence.Id
import jakarta.persistence.Index
import jakarta.persistence.Table
import java.time.Instant

@Entity
@Table(name = "bookings", indexes = [Index(name = "idx_bookings_room_start", columnList = "room_id, start_at")])
class Booking(
    @Column(name = "room_id", nullable = false)
    val roomId: Long,

    @Column(name = "booked_by", nullable = false)
    val bookedBy: String,

    @Column(name = "start_at", nullable = false)
    val start: Instant,

    @Column(name = "end_at", nullable = false)
    val end: Instant,

    @Column(nullable = false)
    var title: String = "",

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    var status: BookingStatus = BookingStatus.CONFIRMED,

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    val id: Long? = null,
)

enum class BookingStatus { CONFIRMED, CANCELLED }
