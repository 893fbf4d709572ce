package com.acme.inventory

import java.util.concurrent.ConcurrentHashMap
import kotlinx.serialization.Serializable

@Serializable
data class Stock(val sku: String, val warehouse: String, val onHand: Int, val reserved: Int) {
    val available: Int get() = onHand - reserved
}

interface StockRepository {
    fun find(sku: String): List<Stock>
    fun adjust(sku: String, warehouse: String, delta: Int): Stock
    fun reserve(sku: String, warehouse: String, qty: Int): Stock
}

class InMemoryStockRepository : StockRepository {
    private val rows = ConcurrentHashMap<Pair<String, String>, Stock>()

    override fun find(sku: String): List<Stock> =
        rows.values.filter { it.sku == sku }.sortedBy { it.warehouse }

    override fun adjust(sku: String, warehouse: String, delta: Int): Stock =
        rows.compute(sku to warehouse) { _, old ->
            val current = old ?: Stock(sku, warehouse, 0, 0)
            val onHand = current.onHand + delta
            require(onHand >= current.reserved) { "on hand would drop below reserved for $sku@$warehouse" }
            current.copy(onHand = onHand)
        }!!

    override fun reserve(sku: String, warehouse: String, qty: Int): Stock {
        require(qty > 0) { "qty must be positive" }
        return rows.compute(sku to warehouse) { _, old ->
            val current = old ?: throw NoSuchElementException("no stock for $sku@$warehouse")
            require(current.available >= qty) { "only ${current.available} available for $sku@$warehouse" }
            current.copy(reserved = current.reserved + qty)
        }!!
    }
}
