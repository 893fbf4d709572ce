package com.lanshan.shop.cart

import java.math.BigDecimal
import java.math.RoundingMode

data class CartItem(
    val productId: Long,
    val title: String,
    val unitPriceFen: Long,
    val quantity: Int,
) {
    val lineTotalFen: Long get() = unitPriceFen * quantity
}

data class CartState(
    val items: MutableList<CartItem> = mutableListOf(),
    val loading: Boolean = false,
    val error: String? = null,
) {
    /** Number shown on the cart badge in the top bar. */
    val badgeCount: Int get() = items.sumOf { it.quantity }

    val subtotalFen: Long get() = items.sumOf { it.lineTotalFen }
}

fun formatFen(fen: Long): String =
    "¥" + BigDecimal(fen).divide(BigDecimal(100), 2, RoundingMode.HALF_UP).toPlainString()

fun formatPrice(yuan: Float): String = "¥" + String.format("%.2f", yuan)

object CartLimits {
    const val MAX_PER_ITEM = 99
}
