package jp.mogumogu.checkout

import java.math.BigDecimal

data class CartLine(
    val sku: String,
    val name: String,
    val unitPrice: BigDecimal, // yen, tax included
    val quantity: Int,
)

data class Cart(
    val lines: List<CartLine>,
    val discountPercent: BigDecimal = BigDecimal.ZERO, // coupon, e.g. 15 for 15 %
    val pointsUsed: Int = 0,
)

data class PricedCart(
    val subtotal: BigDecimal,
    val discount: BigDecimal,
    val pointsValue: BigDecimal,
    val total: BigDecimal,
)
