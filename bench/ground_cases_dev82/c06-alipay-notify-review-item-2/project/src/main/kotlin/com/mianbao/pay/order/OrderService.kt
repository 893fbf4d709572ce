package com.mianbao.pay.order

import org.springframework.jdbc.core.simple.JdbcClient
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.time.LocalDateTime
import java.time.ZoneId
import java.time.format.DateTimeFormatter

@Service
class OrderService(private val jdbc: JdbcClient) {

    private val alipayTime = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")

    fun findByOutTradeNo(outTradeNo: String): Order? =
        jdbc.sql("SELECT * FROM orders WHERE out_trade_no = :no")
            .param("no", outTradeNo)
            .query(Order::class.java)
            .optional()
            .orElse(null)

    @Transactional
    fun markPaid(id: Long, tradeNo: String, gmtPayment: String?) {
        val paidAt = gmtPayment?.let {
            LocalDateTime.parse(it, alipayTime).atZone(ZoneId.of("Asia/Shanghai")).toOffsetDateTime()
        }
        jdbc.sql("UPDATE orders SET status = 'PAID', trade_no = :tradeNo, paid_at = :paidAt WHERE id = :id AND status = 'CREATED'")
            .param("tradeNo", tradeNo)
            .param("paidAt", paidAt)
            .param("id", id)
            .update()
    }
}
