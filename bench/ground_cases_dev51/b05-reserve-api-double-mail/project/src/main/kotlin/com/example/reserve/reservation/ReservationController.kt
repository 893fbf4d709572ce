package com.example.reserve.reservation

import org.springframework.http.HttpStatus
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.ResponseStatus
import org.springframework.web.bind.annotation.RestController
import java.time.OffsetDateTime

data class ReserveRequest(val email: String, val name: String, val menuId: String, val startsAt: OffsetDateTime)

@RestController
@RequestMapping("/reservations")
class ReservationController(private val service: ReservationService) {

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    fun reserve(@RequestBody req: ReserveRequest): Reservation =
        service.confirm(req.email, req.name, req.menuId, req.startsAt)

    @PostMapping("/{id}/cancel")
    fun cancel(@PathVariable id: String): Reservation = service.cancel(id)

    @GetMapping
    fun list(@RequestParam email: String): List<Reservation> = service.listFor(email)
}
