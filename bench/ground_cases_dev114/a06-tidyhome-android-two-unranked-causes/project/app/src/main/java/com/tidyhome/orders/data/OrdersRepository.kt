package com.tidyhome.orders.data

import retrofit2.http.GET

data class Order(
    val id: String,
    val number: String,
    val status: String,
    val totalCents: Long,
    val createdAt: String,
)

interface OrdersApi {
    @GET("v2/orders")
    suspend fun orders(): List<Order>
}

class OrdersRepository(private val api: OrdersApi) {
    private var cache: List<Order>? = null

    suspend fun fetchOrders(force: Boolean = false): List<Order> {
        val cached = cache
        if (cached != null && !force) return cached
        val fresh = try {
            api.orders()
        } catch (e: Exception) {
            emptyList()
        }
        cache = fresh
        return fresh
    }
}
