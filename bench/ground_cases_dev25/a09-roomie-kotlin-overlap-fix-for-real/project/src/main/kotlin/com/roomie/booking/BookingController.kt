package com.roomie.booking

import org.slf4j.LoggerFactory
import org.springframework.http.HttpStatus
import org.springframework.http.ProblemDetail
import org.springframework.web.bind.annotation.DeleteMapping
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.ResponseStatus
import org.springframework.web.bind.annotation.RestController
import java.security.Principal
import java.time.Instant

data class CreateBookingBody(val roomId: Long, val start: Instant, val end: Instant, val title: String = "") {
    fun toRequest(user: String) = BookingRequest(roomId, user, start, end, title)
}

data class BookingDto(val id: Long, val roomId: Long, val bookedBy: String, val start: Instant, val end: Instant, val title: String) {
    companion object {
        fun from(b: Booking) = BookingDto(b.id!!, b.roomId, b.bookedBy, b.start, b.end, b.title)
    }
}

@RestController
@RequestMapping("/api")
class BookingController(
    private val service: BookingService,
    private val bookings: BookingRepository,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @PostMapping("/bookings")
    @ResponseStatus(HttpStatus.CREATED)
    fun create(@RequestBody body: CreateBookingBody, principal: Principal): BookingDto =
        BookingDto.from(service.create(body.toRequest(principal.name)))

    @GetMapping("/rooms/{roomId}/bookings")
    fun calendar(@PathVariable roomId: Long, @RequestParam from: Instant, @RequestParam to: Instant): List<BookingDto> =
        bookings.findByRoomIdAndStartBetweenOrderByStart(roomId, from, to).map(BookingDto::from)

    @DeleteMapping("/bookings/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    fun cancel(@PathVariable id: Long, principal: Principal) {
        service.cancel(id, principal.name)
        log.info("Booking {} cancelled by {}", id, principal.name)
    }

    @ExceptionHandler(BookingConflictException::class)
    fun conflict(e: BookingConflictException): ProblemDetail {
        log.info("Booking rejected (conflict): {}", e.message)
        return ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, e.message ?: "Booking conflict")
    }

    @ExceptionHandler(InvalidBookingException::class)
    fun invalid(e: InvalidBookingException): ProblemDetail =
        ProblemDetail.forStatusAndDetail(HttpStatus.UNPROCESSABLE_ENTITY, e.message ?: "Invalid booking")
}
