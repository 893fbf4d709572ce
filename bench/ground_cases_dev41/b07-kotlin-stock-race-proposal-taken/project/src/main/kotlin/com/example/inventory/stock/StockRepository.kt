package com.example.inventory.stock

import org.springframework.data.jpa.repository.JpaRepository

interface StockRepository : JpaRepository<Stock, Long> {
    fun findBySku(sku: String): Stock?
}

interface ReservationRepository : JpaRepository<Reservation, Long> {
    fun findByOrderId(orderId: String): List<Reservation>
}
