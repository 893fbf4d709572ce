package com.mianbao.pay.order

import java.math.BigDecimal
import java.time.OffsetDateTime

enum class OrderStatus { CREATED, PAID, CLOSED, REFUNDED }

data class Order(
    val id: Long,
    val outTradeNo: String,
    val userId: Long,
    /** 订单金额，单位元，两位小数 (NUMERIC(12,2)) */
    val amount: BigDecimal,
    val subject: String,
    val status: OrderStatus,
    val tradeNo: String? = null,
    val paidAt: OffsetDateTime? = null,
) {
    fun isPaid() = status == OrderStatus.PAID || status == OrderStatus.REFUNDED
}
