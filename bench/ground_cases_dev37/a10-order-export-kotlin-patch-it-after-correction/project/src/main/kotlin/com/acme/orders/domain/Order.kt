package com.acme.orders.domain

import java.math.BigDecimal
import java.math.RoundingMode
import java.time.Instant

enum class OrderStatus { PLACED, PAID, SHIPPED, CANCELLED, REFUNDED }

data class OrderLine(
    val sku: String,
    val name: String,
    val quantity: Int,
    val unitPrice: BigDecimal,
    val taxRate: BigDecimal,
) {
    fun net(): BigDecimal = unitPrice * quantity.toBigDecimal()
    fun tax(): BigDecimal = (net() * taxRate).setScale(2, RoundingMode.HALF_UP)
}

data class Order(
    val id: Long,
    val number: String,
    val customerEmail: String,
    val placedAt: Instant,
    val currency: String,
    val status: OrderStatus,
    val lines: List<OrderLine>,
    val discountCode: String? = null,
    val discountAmount: BigDecimal = BigDecimal.ZERO,
) {
    fun subtotal(): BigDecimal = lines.sumOf { it.net() }
    fun taxTotal(): BigDecimal = lines.sumOf { it.tax() }

    /** What the customer actually paid: net + tax - discount. */
    fun totalDue(): BigDecimal =
        (subtotal() + taxTotal() - discountAmount).setScale(2, RoundingMode.HALF_UP)
}
