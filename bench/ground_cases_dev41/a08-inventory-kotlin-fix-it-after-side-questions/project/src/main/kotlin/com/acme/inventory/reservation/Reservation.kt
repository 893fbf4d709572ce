package com.acme.inventory.reservation

import jakarta.persistence.Column
import jakarta.persistence.Entity
import jakarta.persistence.Id
import jakarta.persistence.Index
import jakarta.persistence.Table
import java.time.Instant
import java.util.UUID

/**
 * Stock held for a shopping cart until checkout or until it expires
 * (inventory.reservation.ttl after createdAt).
 */
@Entity
@Table(
    name = "reservations",
    indexes = [Index(name = "ix_reservations_created_at", columnList = "created_at"), Index(name = "ix_reservations_cart", columnList = "cart_id")],
)
class Reservation(
    @Id
    val id: UUID = UUID.randomUUID(),

    @Column(nullable = false)
    val sku: String,

    @Column(name = "cart_id", nullable = false)
    val cartId: UUID,

    @Column(nullable = false)
    val quantity: Int,

    @Column(name = "created_at", nullable = false)
    val createdAt: Instant,
)
