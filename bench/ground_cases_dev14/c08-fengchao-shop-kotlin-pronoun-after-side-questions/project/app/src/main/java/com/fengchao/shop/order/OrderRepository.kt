package com.fengchao.shop.order

import com.fengchao.shop.net.ShopApi
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

enum class OrderStatus { PENDING_PAYMENT, PAID, SHIPPED, COMPLETED, CANCELLED, REFUNDING }

data class OrderDetail(
    val id: String,
    val orderNo: String,
    val status: OrderStatus,
    val statusLabel: String,
    val amountFen: Long,
    val receiverName: String,
    val receiverPhoneMasked: String,
    val address: String,
    val refundable: Boolean,
)

/** Order details with a small in-memory cache keyed by order id. */
class OrderRepository(private val api: ShopApi) {

    private val mutex = Mutex()
    private val cache = LinkedHashMap<String, OrderDetail>(16, 0.75f, true)

    suspend fun detail(orderId: String, refresh: Boolean = false): OrderDetail {
        if (!refresh) mutex.withLock { cache[orderId] }?.let { return it }
        val fresh = api.orderDetail(orderId).toDomain()
        mutex.withLock {
            cache[orderId] = fresh
            if (cache.size > MAX_CACHED) cache.remove(cache.keys.first())
        }
        return fresh
    }

    suspend fun confirmReceipt(orderId: String): OrderDetail {
        val updated = api.confirmReceipt(orderId).toDomain()
        mutex.withLock { cache[orderId] = updated }
        return updated
    }

    private companion object {
        const val MAX_CACHED = 20
    }
}
