package com.acme.orders

import jakarta.validation.Valid
import org.springframework.http.HttpStatus
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RestController

@RestController
@RequestMapping("/orders")
class OrderController(private val service: OrderService) {

    @PostMapping
    fun create(@Valid @RequestBody request: CreateOrderRequest): ResponseEntity<OrderView> {
        val order = service.create(request)
        return ResponseEntity.status(HttpStatus.CREATED).body(OrderView.of(order))
    }

    @GetMapping("/{id}")
    fun get(@PathVariable id: Long): ResponseEntity<OrderView> =
        service.find(id)?.let { ResponseEntity.ok(OrderView.of(it)) }
            ?: ResponseEntity.notFound().build()

    @PostMapping("/{id}/cancel")
    fun cancel(@PathVariable id: Long): ResponseEntity<OrderView> =
        ResponseEntity.ok(OrderView.of(service.cancel(id)))
}
