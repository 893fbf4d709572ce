package com.example.order.service

import com.example.order.client.InventoryClient
import com.example.order.client.ReserveResponse
import com.example.order.repository.OrderRepository
import com.example.order.web.PlaceOrderLine
import com.example.order.web.PlaceOrderRequest
import io.mockk.every
import io.mockk.mockk
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.math.BigDecimal

class OrderServiceTest {
    private val orders = mockk<OrderRepository> { every { save(any()) } answers { firstArg() } }
    private val coupons = mockk<CouponService>(relaxed = true) {
        every { discountFor(any(), any()) } returns BigDecimal.ZERO
    }
    private val inventory = mockk<InventoryClient> {
        every { reserve(any(), any()) } returns ReserveResponse("r-1", "2025-01-01T00:10:00Z")
    }
    private val service = OrderService(orders, coupons, inventory)

    @Test
    fun `total is subtotal minus discount`() {
        every { coupons.discountFor("WELCOME10", any()) } returns BigDecimal("300")
        val req = PlaceOrderRequest(listOf(PlaceOrderLine("A-1", 3, BigDecimal("1000"))), couponCode = "WELCOME10")
        val order = service.placeOrder(42, req)
        assertEquals(BigDecimal("3000"), order.subtotal)
        assertEquals(BigDecimal("2700"), order.total)
        assertEquals("r-1", order.reservationId)
    }
}
