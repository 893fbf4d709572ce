package com.example.order.client

import com.example.order.domain.OrderLine
import org.slf4j.LoggerFactory
import org.springframework.beans.factory.annotation.Value
import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.client.HttpClientErrorException
import org.springframework.web.client.RestTemplate

data class ReserveRequest(val orderId: String, val lines: List<ReserveLine>)
data class ReserveLine(val sku: String, val quantity: Int)
data class ReserveResponse(val reservationId: String, val expiresAt: String)

class OutOfStockException(val sku: String) : RuntimeException("out of stock: $sku")

@Component
class InventoryClient(
    @Value("\${inventory.base-url}") private val baseUrl: String,
) {
    private val log = LoggerFactory.getLogger(javaClass)
    private val restTemplate = RestTemplate()

    fun reserve(orderId: String, lines: List<OrderLine>): ReserveResponse {
        val body = ReserveRequest(orderId, lines.map { ReserveLine(it.sku, it.quantity) })
        try {
            return restTemplate.postForObject("$baseUrl/reservations", body, ReserveResponse::class.java)
                ?: error("empty response from inventory")
        } catch (e: HttpClientErrorException) {
            if (e.statusCode == HttpStatus.CONFLICT) {
                throw OutOfStockException(e.responseBodyAsString.ifBlank { "unknown" })
            }
            throw e
        }
    }

    fun release(reservationId: String) {
        try {
            restTemplate.delete("$baseUrl/reservations/$reservationId")
        } catch (e: Exception) {
            log.warn("failed to release reservation {}", reservationId, e)
        }
    }
}
