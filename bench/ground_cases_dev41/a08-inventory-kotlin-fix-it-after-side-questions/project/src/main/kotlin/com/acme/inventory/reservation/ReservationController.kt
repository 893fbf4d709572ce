package com.acme.inventory.reservation

import org.springframework.http.HttpStatus
import org.springframework.web.bind.annotation.DeleteMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.ResponseStatus
import org.springframework.web.bind.annotation.RestController
import java.util.UUID

data class ReserveRequest(val sku: String, val cartId: UUID, val quantity: Int)

data class ReservationView(val id: UUID, val sku: String, val quantity: Int)

@RestController
@RequestMapping("/api/reservations")
class ReservationController(private val service: ReservationService) {

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    fun reserve(@RequestBody req: ReserveRequest): ReservationView {
        val r = service.reserve(req.sku, req.cartId, req.quantity)
        return ReservationView(r.id, r.sku, r.quantity)
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    fun release(@PathVariable id: UUID) = service.release(id)

    @PostMapping("/carts/{cartId}/confirm")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    fun confirm(@PathVariable cartId: UUID) = service.confirm(cartId)
}
