package com.example.order.domain

import java.math.BigDecimal

data class OrderLine(val sku: String, val quantity: Int, val unitPrice: BigDecimal)

data class Order(
    val id: String,
    val customerId: Long,
    val lines: List<OrderLine>,
    val subtotal: BigDecimal,
    val discount: BigDecimal,
    val total: BigDecimal,
    val reservationId: String,
)
