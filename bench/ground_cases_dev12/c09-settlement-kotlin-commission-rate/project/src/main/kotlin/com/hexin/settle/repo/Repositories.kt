package com.hexin.settle.repo

import com.hexin.settle.model.Merchant
import com.hexin.settle.model.Order
import com.hexin.settle.model.OrderStatus
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.stereotype.Repository
import java.time.LocalDateTime

interface OrderRepository {
    /** 支付时间在 [from, to) 之间的订单 */
    fun findPaidBetween(merchantId: Long, from: LocalDateTime, to: LocalDateTime): List<Order>
}

interface MerchantRepository {
    fun findById(id: Long): Merchant?
}

@Repository
class JdbcOrderRepository(private val jdbc: JdbcTemplate) : OrderRepository {
    override fun findPaidBetween(merchantId: Long, from: LocalDateTime, to: LocalDateTime): List<Order> =
        jdbc.query(
            """
            SELECT id, merchant_id, amount, refund_amount, status, paid_at
            FROM orders WHERE merchant_id = ? AND paid_at >= ? AND paid_at < ?
            """.trimIndent(),
            { rs, _ ->
                Order(
                    id = rs.getLong("id"),
                    merchantId = rs.getLong("merchant_id"),
                    amount = rs.getBigDecimal("amount"),
                    refundAmount = rs.getBigDecimal("refund_amount"),
                    status = OrderStatus.valueOf(rs.getString("status")),
                    paidAt = rs.getTimestamp("paid_at").toLocalDateTime(),
                )
            },
            merchantId, from, to,
        )
}

@Repository
class JdbcMerchantRepository(private val jdbc: JdbcTemplate) : MerchantRepository {
    override fun findById(id: Long): Merchant? =
        jdbc.query(
            "SELECT id, name, commission_rate, settle_cycle_days FROM merchants WHERE id = ?",
            { rs, _ ->
                Merchant(
                    id = rs.getLong("id"),
                    name = rs.getString("name"),
                    commissionRate = rs.getDouble("commission_rate"),
                    settleCycleDays = rs.getInt("settle_cycle_days"),
                )
            },
            id,
        ).firstOrNull()
}
