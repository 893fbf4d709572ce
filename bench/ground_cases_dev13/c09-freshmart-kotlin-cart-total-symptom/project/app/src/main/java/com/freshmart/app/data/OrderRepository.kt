package com.freshmart.app.data

import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

class OrderRepository(private val api: OrderApi) {

    private val mutex = Mutex()
    private var cache: List<Order>? = null

    /** Recent orders, newest first; cached until [refresh]. */
    suspend fun recentOrders(): List<Order> = mutex.withLock {
        cache ?: loadAll().also { cache = it }
    }

    suspend fun refresh(): List<Order> = mutex.withLock {
        loadAll().also { cache = it }
    }

    /** Recent orders with the given status; null means all of them. */
    suspend fun ordersByStatus(status: OrderStatus?): List<Order> {
        val all = recentOrders()
        return if (status == null) all else all.filter { it.status == status }
    }

    suspend fun cancel(id: String): Order {
        val updated = api.cancelOrder(id)
        replaceInCache(updated)
        return updated
    }

    private suspend fun loadAll(): List<Order> {
        val result = mutableListOf<Order>()
        var page = 1
        while (page <= MAX_ORDER_PAGES) {
            val resp = api.listOrders(page = page, pageSize = 50)
            result += resp.items
            if (!resp.hasMore) break
            page++
        }
        return result.sortedByDescending { it.createdAt }
    }

    private suspend fun replaceInCache(order: Order) = mutex.withLock {
        cache = cache?.map { if (it.id == order.id) order else it }
    }
}
