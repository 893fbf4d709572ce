package com.example.order.service

import com.example.order.client.InventoryClient
import com.example.order.domain.Order
import com.example.order.domain.OrderLine
import com.example.order.repository.OrderRepository
import com.example.order.web.PlaceOrderRequest
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.math.BigDecimal
import java.util.UUID

@Service
class OrderService(
    private val orderRepository: OrderRepository,
    private val couponService: CouponService,
    private val inventoryClient: InventoryClient,
) {
    @Transactional
    fun placeOrder(customerId: Long, req: PlaceOrderRequest): Order {
        val lines = req.lines.map { OrderLine(it.sku, it.quantity, it.unitPrice) }
        val subtotal = lines.fold(BigDecimal.ZERO) { acc, l -> acc + l.unitPrice * l.quantity.toBigDecimal() }
        val discount = couponService.discountFor(req.couponCode, subtotal)
        val orderId = UUID.randomUUID().toString()
        val reservation = inventoryClient.reserve(orderId, lines)
        val order = Order(
            id = orderId,
            customerId = customerId,
            lines = lines,
            subtotal = subtotal,
            discount = discount,
            total = subtotal - discount,
            reservationId = reservation.reservationId,
        )
        couponService.markUsed(req.couponCode)
        return orderRepository.save(order)
    }
}
