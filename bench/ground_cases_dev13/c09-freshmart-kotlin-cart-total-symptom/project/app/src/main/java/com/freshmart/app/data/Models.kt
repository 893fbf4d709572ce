package com.freshmart.app.data

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
enum class OrderStatus {
    @SerialName("pending_payment") PENDING_PAYMENT,
    @SerialName("to_ship") TO_SHIP,
    @SerialName("shipped") SHIPPED,
    @SerialName("completed") COMPLETED,
    @SerialName("cancelled") CANCELLED,
}

@Serializable
data class Order(
    val id: String,
    val status: OrderStatus,
    @SerialName("total_cents") val totalCents: Long,
    @SerialName("created_at") val createdAt: String,
    val items: List<OrderLine>,
)

@Serializable
data class OrderLine(
    @SerialName("product_id") val productId: String,
    val name: String,
    val quantity: Int,
    @SerialName("price_cents") val priceCents: Long,
)

data class Product(val id: String, val name: String, val priceCents: Long)

@Serializable
data class CartItem(
    val productId: String,
    val name: String,
    val priceCents: Long,
    val quantity: Int,
)
