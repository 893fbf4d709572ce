package com.hexin.settle.model

import java.math.BigDecimal
import java.time.LocalDate
import java.time.LocalDateTime

enum class OrderStatus { PAID, PARTIAL_REFUNDED, REFUNDED, CLOSED }

data class Order(
    val id: Long,
    val merchantId: Long,
    /** 实付金额，元，2 位小数 */
    val amount: BigDecimal,
    /** 已退款金额，元 */
    val refundAmount: BigDecimal,
    val status: OrderStatus,
    val paidAt: LocalDateTime,
)

data class Merchant(
    val id: Long,
    val name: String,
    /** 佣金费率，0.035 表示 3.5%，后台配置页面填的是百分比，入库时除以 100 */
    val commissionRate: Double,
    /** 结算周期，T+N */
    val settleCycleDays: Int,
)

data class Settlement(
    val merchantId: Long,
    val periodStart: LocalDate,
    val periodEnd: LocalDate,
    val orderCount: Int,
    /** 订单总额 */
    val grossAmount: BigDecimal,
    /** 退款总额 */
    val refundAmount: BigDecimal,
    /** 平台佣金 */
    val commission: BigDecimal,
    /** 应结给商户 = 订单总额 - 退款 - 佣金 */
    val payable: BigDecimal,
)

data class SettlementLine(
    val orderId: Long,
    val amount: BigDecimal,
    val refundAmount: BigDecimal,
    val paidAt: LocalDateTime,
)
