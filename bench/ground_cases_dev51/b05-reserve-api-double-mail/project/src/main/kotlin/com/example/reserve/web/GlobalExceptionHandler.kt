package com.example.reserve.web

import com.example.reserve.reservation.ReservationAlreadyStarted
import com.example.reserve.reservation.ReservationNotFound
import org.springframework.http.HttpStatus
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.MethodArgumentNotValidException
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.RestControllerAdvice

@RestControllerAdvice
class GlobalExceptionHandler {
    @ExceptionHandler(ReservationNotFound::class)
    fun notFound(e: ReservationNotFound): ResponseEntity<Map<String, String>> =
        ResponseEntity.status(HttpStatus.NOT_FOUND).body(mapOf("error" to (e.message ?: "not found")))

    @ExceptionHandler(ReservationAlreadyStarted::class)
    fun conflict(e: ReservationAlreadyStarted): ResponseEntity<Map<String, String>> =
        ResponseEntity.status(HttpStatus.CONFLICT).body(mapOf("error" to (e.message ?: "conflict")))

    @ExceptionHandler(IllegalArgumentException::class)
    fun badRequest(e: IllegalArgumentException): ResponseEntity<Map<String, String>> =
        ResponseEntity.badRequest().body(mapOf("error" to (e.message ?: "bad request")))

    @ExceptionHandler(MethodArgumentNotValidException::class)
    fun invalid(e: MethodArgumentNotValidException): ResponseEntity<Map<String, Any>> =
        ResponseEntity.badRequest().body(
            mapOf(
                "error" to "validation_failed",
                "fields" to e.bindingResult.fieldErrors.associate { it.field to (it.defaultMessage ?: "invalid") },
            ),
        )
}
