package com.example.reserve.reservation

import jakarta.persistence.Entity
import jakarta.persistence.EnumType
import jakarta.persistence.Enumerated
import jakarta.persistence.Id
import jakarta.persistence.Table
import org.springframework.data.jpa.repository.JpaRepository
import java.time.OffsetDateTime

enum class ReservationStatus { PENDING, CONFIRMED, CANCELLED }

@Entity
@Table(name = "reservations")
class Reservation(
    @Id val id: String,
    val customerEmail: String,
    val customerName: String,
    val menuId: String,
    val startsAt: OffsetDateTime,
    @Enumerated(EnumType.STRING) var status: ReservationStatus = ReservationStatus.PENDING,
    var cancelledAt: OffsetDateTime? = null,
)

interface ReservationRepository : JpaRepository<Reservation, String> {
    fun findByCustomerEmailOrderByStartsAtDesc(email: String): List<Reservation>
}
