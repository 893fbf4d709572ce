package com.example.shop.cart

data class Product(
    val id: String,
    val name: String,
    val priceCents: Long,
)

data class CartItem(
    val productId: String,
    val name: String,
    val unitPriceCents: Long,
    val quantity: Int,
) {
    val lineTotalCents: Long get() = unitPriceCents * quantity
}
