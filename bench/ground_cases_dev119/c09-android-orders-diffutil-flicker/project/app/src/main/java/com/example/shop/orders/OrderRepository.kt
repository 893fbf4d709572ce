package com.example.shop.orders

import com.example.shop.api.OrderDto
import com.example.shop.api.ShopApi

enum class OrderStatus(val label: String) {
    PENDING("待支付"),
    PAID("已支付"),
    DELIVERING("配送中"),
    DONE("已完成");

    companion object {
        fun fromApi(value: String): OrderStatus =
            entries.firstOrNull { it.name.equals(value, ignoreCase = true) } ?: PENDING
    }
}

data class Order(
    val id: Long,
    val number: String,
    val status: OrderStatus,
    val totalCents: Long,
    /** Delivery estimate from the courier; changes on almost every poll while delivering. */
    val etaMinutes: Int?,
)

class OrderRepository(private val api: ShopApi) {

    suspend fun fetchOrders(): List<Order> = api.orders().map { it.toOrder() }

    private fun OrderDto.toOrder() = Order(
        id = id,
        number = number,
        status = OrderStatus.fromApi(status),
        totalCents = totalCents,
        etaMinutes = etaMinutes,
    )
}
