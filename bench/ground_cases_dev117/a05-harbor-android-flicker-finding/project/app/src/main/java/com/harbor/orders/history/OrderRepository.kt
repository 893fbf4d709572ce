package com.harbor.orders.history

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

data class Order(
    val id: Long,
    val number: String,
    val placedAt: Long,
    val totalCents: Long,
    val currency: String,
    val status: String,
)

interface OrdersApi {
    suspend fun history(limit: Int): List<Order>
}

class OrderRepository(
    private val api: OrdersApi,
    private val cache: MutableMap<Long, Order> = LinkedHashMap(),
) {
    suspend fun history(limit: Int = 100): List<Order> = withContext(Dispatchers.IO) {
        val fresh = api.history(limit)
        fresh.forEach { cache[it.id] = it }
        cache.values.sortedByDescending { it.placedAt }
    }

    fun cached(id: Long): Order? = cache[id]

    fun clear() {
        cache.clear()
    }
}
