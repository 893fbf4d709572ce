package com.example.reserve.reservation

import com.example.reserve.events.ReservationConfirmed
import org.springframework.context.ApplicationEventPublisher
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.time.Clock
import java.time.OffsetDateTime
import java.util.UUID

class ReservationNotFound(id: String) : RuntimeException("reservation $id not found")

class ReservationAlreadyStarted(id: String) : RuntimeException("reservation $id has already started")

@Service
class ReservationService(
    private val repo: ReservationRepository,
    private val events: ApplicationEventPublisher,
    private val clock: Clock,
) {
    @Transactional
    fun confirm(email: String, name: String, menuId: String, startsAt: OffsetDateTime): Reservation {
        val reservation = repo.save(
            Reservation(
                id = "R-" + UUID.randomUUID().toString().take(8),
                customerEmail = email,
                customerName = name,
                menuId = menuId,
                startsAt = startsAt,
                status = ReservationStatus.CONFIRMED,
            ),
        )
        events.publishEvent(ReservationConfirmed(reservation.id, email, name, menuId, startsAt))
        return reservation
    }

    @Transactional
    fun cancel(id: String): Reservation {
        val reservation = repo.findById(id).orElseThrow { ReservationNotFound(id) }
        if (!reservation.startsAt.isAfter(OffsetDateTime.now(clock))) {
            throw ReservationAlreadyStarted(id)
        }
        reservation.status = ReservationStatus.CANCELLED
        reservation.cancelledAt = OffsetDateTime.now(clock)
        return reservation
    }

    @Transactional(readOnly = true)
    fun listFor(email: String): List<Reservation> = repo.findByCustomerEmailOrderByStartsAtDesc(email)
}
