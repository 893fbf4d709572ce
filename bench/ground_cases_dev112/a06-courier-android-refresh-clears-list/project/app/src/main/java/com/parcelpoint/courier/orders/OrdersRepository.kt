package com.parcelpoint.courier.orders

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import java.time.LocalDate
import javax.inject.Inject
import javax.inject.Singleton

enum class OrderFilter { TODAY, UPCOMING, DONE }

data class Order(
    val id: String,
    val address: String,
    val window: String,
    val date: LocalDate,
    val delivered: Boolean,
)

@Singleton
class OrdersRepository @Inject constructor(
    private val api: CourierApi,
) {
    suspend fun fetchOrders(filter: OrderFilter): Result<List<Order>> = withContext(Dispatchers.IO) {
        runCatching {
            val today = LocalDate.now()
            api.orders().map { it.toOrder() }.filter { order ->
                when (filter) {
                    OrderFilter.TODAY -> order.date == today && !order.delivered
                    OrderFilter.UPCOMING -> order.date.isAfter(today)
                    OrderFilter.DONE -> order.delivered
                }
            }.sortedBy { it.window }
        }
    }

    suspend fun markDelivered(id: String): Result<Unit> = withContext(Dispatchers.IO) {
        runCatching { api.markDelivered(id) }
    }
}
