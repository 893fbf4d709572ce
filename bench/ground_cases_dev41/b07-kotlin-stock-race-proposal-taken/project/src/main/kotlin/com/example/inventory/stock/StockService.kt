package com.example.inventory.stock

import org.slf4j.LoggerFactory
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.time.Instant

class OutOfStockException(val sku: String, val requested: Int, val available: Int) :
    RuntimeException("not enough stock for $sku: requested $requested, available $available")

class UnknownSkuException(val sku: String) : RuntimeException("unknown sku $sku")

@Service
class StockService(
    private val stockRepository: StockRepository,
    private val reservationRepository: ReservationRepository,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Transactional(readOnly = true)
    fun available(sku: String): Int =
        stockRepository.findBySku(sku)?.available ?: throw UnknownSkuException(sku)

    @Transactional
    fun reserve(orderId: String, sku: String, quantity: Int): Reservation {
        require(quantity > 0) { "quantity must be positive" }
        val stock = stockRepository.findBySku(sku) ?: throw UnknownSkuException(sku)
        if (stock.available < quantity) {
            throw OutOfStockException(sku, quantity, stock.available)
        }
        stock.available -= quantity
        stockRepository.save(stock)
        val reservation = reservationRepository.save(Reservation(orderId = orderId, sku = sku, quantity = quantity))
        log.info("reserved {} x {} for order {}", quantity, sku, orderId)
        return reservation
    }

    @Transactional
    fun release(reservationId: Long) {
        val reservation = reservationRepository.findById(reservationId).orElseThrow()
        if (reservation.releasedAt != null) return
        val stock = stockRepository.findBySku(reservation.sku) ?: throw UnknownSkuException(reservation.sku)
        stock.available += reservation.quantity
        reservation.releasedAt = Instant.now()
        stockRepository.save(stock)
        reservationRepository.save(reservation)
        log.info("released reservation {} ({} x {})", reservationId, reservation.quantity, reservation.sku)
    }

    @Transactional
    fun restock(sku: String, quantity: Int) {
        require(quantity > 0) { "quantity must be positive" }
        val stock = stockRepository.findBySku(sku) ?: stockRepository.save(Stock(sku = sku, available = 0))
        stock.available += quantity
        stockRepository.save(stock)
    }
}
