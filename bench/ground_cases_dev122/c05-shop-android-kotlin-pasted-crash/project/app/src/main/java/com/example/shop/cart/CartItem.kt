package com.example.shop.cart

import java.math.BigDecimal

data class CartItem(
    val sku: String,
    val title: String,
    val unitPrice: BigDecimal,
    val quantity: Int,
) {
    val lineTotal: BigDecimal
        get() = unitPrice.multiply(BigDecimal(quantity))
}
