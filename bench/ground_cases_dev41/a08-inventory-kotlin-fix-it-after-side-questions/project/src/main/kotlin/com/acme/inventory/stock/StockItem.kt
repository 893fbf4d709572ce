package com.acme.inventory.stock

import jakarta.persistence.Column
import jakarta.persistence.Entity
import jakarta.persistence.Id
import jakarta.persistence.LockModeType
import jakarta.persistence.Table
import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Lock
import org.springframework.data.jpa.repository.Query

@Entity
@Table(name = "stock_items")
class StockItem(
    @Id
    val sku: String,

    @Column(name = "on_hand", nullable = false)
    var onHand: Int,

    @Column(nullable = false)
    var reserved: Int = 0,
) {
    val available: Int
        get() = onHand - reserved
}

interface StockItemRepository : JpaRepository<StockItem, String> {
    @Lock(LockModeType.PESSIMISTIC_WRITE)
    @Query("select s from StockItem s where s.sku = :sku")
    fun findBySkuForUpdate(sku: String): StockItem?
}

class InsufficientStockException(val sku: String, val available: Int, val requested: Int) :
    RuntimeException("not enough stock for $sku: $available available, $requested requested")
