package com.acme.inventory.reservation

import org.springframework.data.jpa.repository.JpaRepository
import java.time.Instant
import java.util.UUID

interface ReservationRepository : JpaRepository<Reservation, UUID> {

    fun findByCartId(cartId: UUID): List<Reservation>

    /** Reservations older than [cutoff]. */
    fun findByCreatedAtBefore(cutoff: Instant): List<Reservation>

    /** Reservations made since [since]; used by the ops dashboard's "recent activity" panel. */
    fun findByCreatedAtAfter(since: Instant): List<Reservation>

    fun countBySku(sku: String): Long
}
