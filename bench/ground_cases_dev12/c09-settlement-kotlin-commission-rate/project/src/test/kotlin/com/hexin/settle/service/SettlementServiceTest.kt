package com.hexin.settle.service

import com.hexin.settle.model.Merchant
import com.hexin.settle.model.Order
import com.hexin.settle.model.OrderStatus
import com.hexin.settle.repo.MerchantRepository
import com.hexin.settle.repo.OrderRepository
import org.junit.jupiter.api.Test
import java.math.BigDecimal
import java.time.LocalDate
import java.time.LocalDateTime
import kotlin.test.assertEquals

class SettlementServiceTest {

    private val merchant = Merchant(id = 1, name = "测试商户", commissionRate = 0.05, settleCycleDays = 7)
    private val day = LocalDate.of(2025, 11, 10)

    private fun order(id: Long, amount: String, refund: String = "0.00", status: OrderStatus = OrderStatus.PAID) =
        Order(id, 1, BigDecimal(amount), BigDecimal(refund), status, LocalDateTime.of(2025, 11, 10, 12, 0))

    private fun service(orders: List<Order>): SettlementService {
        val orderRepo = object : OrderRepository {
            override fun findPaidBetween(merchantId: Long, from: LocalDateTime, to: LocalDateTime) = orders
        }
        val merchantRepo = object : MerchantRepository {
            override fun findById(id: Long) = merchant.takeIf { it.id == id }
        }
        return SettlementService(orderRepo, merchantRepo, CommissionCalculator(BigDecimal("0.01")))
    }

    @Test
    fun `basic settlement`() {
        val s = service(listOf(order(1, "100.00"), order(2, "50.00", refund = "10.00"))).settle(1, day, day)
        assertEquals(BigDecimal("150.00"), s.grossAmount)
        assertEquals(BigDecimal("10.00"), s.refundAmount)
        assertEquals(BigDecimal("7.00"), s.commission)
        assertEquals(BigDecimal("133.00"), s.payable)
    }

    @Test
    fun `sum has no floating point error`() {
        // 12.80 + 66.60 用 double 加是 79.39999999999999，向下取整会变成 79.39
        val s = service(listOf(order(1, "12.80"), order(2, "66.60"))).settle(1, day, day)
        assertEquals(BigDecimal("79.40"), s.grossAmount)
    }

    @Test
    fun `closed orders are excluded`() {
        val s = service(listOf(order(1, "100.00"), order(2, "80.00", status = OrderStatus.CLOSED))).settle(1, day, day)
        assertEquals(1, s.orderCount)
        assertEquals(BigDecimal("100.00"), s.grossAmount)
    }
}
