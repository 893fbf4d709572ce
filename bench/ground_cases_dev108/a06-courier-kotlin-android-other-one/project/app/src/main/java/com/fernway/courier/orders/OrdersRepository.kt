package com.fernway.courier.orders

import java.time.Instant

data class Order(
    val id: String,
    val customer: String,
    val address: String,
    val createdAt: Instant,
    val read: Boolean,
)

interface OrdersApi {
    suspend fun fetchOrders(): List<Order>
    suspend fun markRead(id: String)
}

class OrdersRepository(private val api: OrdersApi) {
    private var cache: List<Order> = emptyList()

    suspend fun load(force: Boolean = false): List<Order> {
        if (cache.isEmpty() || force) {
            cache = api.fetchOrders()
        }
        return cache
    }

    suspend fun markRead(id: String) {
        api.markRead(id)
        cache = cache.map { if (it.id == id) it.copy(read = true) else it }
    }
}
