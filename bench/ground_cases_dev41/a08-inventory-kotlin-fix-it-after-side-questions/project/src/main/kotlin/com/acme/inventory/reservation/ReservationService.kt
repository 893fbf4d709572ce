package com.acme.inventory.reservation

import com.acme.inventory.stock.InsufficientStockException
import com.acme.inventory.stock.StockItemRepository
import org.slf4j.LoggerFactory
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.time.Clock
import java.util.UUID

@Service
class ReservationService(
    private val reservations: ReservationRepository,
    private val stock: StockItemRepository,
    private val props: ReservationProperties,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Transactional
    fun reserve(sku: String, cartId: UUID, quantity: Int): Reservation {
        require(quantity in 1..props.maxQuantity) { "quantity must be between 1 and ${props.maxQuantity}" }
        val item = stock.findBySkuForUpdate(sku) ?: throw NoSuchElementException("unknown sku $sku")
        if (item.available < quantity) {
            throw InsufficientStockException(sku, item.available, quantity)
        }
        item.reserved += quantity
        return reservations.save(Reservation(sku = sku, cartId = cartId, quantity = quantity, createdAt = clock.instant()))
    }

    @Transactional
    fun release(id: UUID) {
        val reservation = reservations.findById(id).orElse(null) ?: return
        stock.findBySkuForUpdate(reservation.sku)?.let { it.reserved -= reservation.quantity }
        reservations.delete(reservation)
    }

    /** Checkout: the cart's reservations become sales. */
    @Transactional
    fun confirm(cartId: UUID) {
        val held = reservations.findByCartId(cartId)
        for (r in held) {
            val item = stock.findBySkuForUpdate(r.sku) ?: continue
            item.reserved -= r.quantity
            item.onHand -= r.quantity
        }
        reservations.deleteAll(held)
    }

    @Scheduled(fixedDelayString = "\${inventory.reservation.sweep-interval}")
    @Transactional
    fun releaseExpired() {
        val cutoff = clock.instant().minus(props.ttl)
        val expired = reservations.findByCreatedAtAfter(cutoff)
        if (expired.isEmpty()) {
            return
        }
        for (r in expired) {
            stock.findBySkuForUpdate(r.sku)?.let { it.reserved -= r.quantity }
        }
        reservations.deleteAll(expired)
        log.info("released {} expired reservations", expired.size)
    }
}
