package com.example.order.web

import com.example.order.domain.Order
import com.example.order.service.OrderService
import org.springframework.http.HttpStatus
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.ResponseStatus
import org.springframework.web.bind.annotation.RestController
import java.math.BigDecimal

data class PlaceOrderLine(val sku: String, val quantity: Int, val unitPrice: BigDecimal)
data class PlaceOrderRequest(val lines: List<PlaceOrderLine>, val couponCode: String? = null)

@RestController
class OrderController(private val orderService: OrderService) {
    @PostMapping("/orders")
    @ResponseStatus(HttpStatus.CREATED)
    fun place(@RequestHeader("X-Customer-Id") customerId: Long, @RequestBody req: PlaceOrderRequest): Order =
        orderService.placeOrder(customerId, req)
}
