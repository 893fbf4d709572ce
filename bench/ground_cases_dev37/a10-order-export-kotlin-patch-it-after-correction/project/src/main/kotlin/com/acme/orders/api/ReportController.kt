package com.acme.orders.api

import com.acme.orders.domain.Order
import com.acme.orders.domain.OrderRepository
import org.springframework.format.annotation.DateTimeFormat
import org.springframework.http.HttpHeaders
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController
import java.math.BigDecimal
import java.math.RoundingMode
import java.time.LocalDate
import java.time.ZoneOffset

/** Ad-hoc order list for the admin UI's "Download CSV" button. */
@RestController
@RequestMapping("/api/reports")
class ReportController(private val orders: OrderRepository) {

    @GetMapping("/orders.csv", produces = ["text/csv"])
    fun ordersCsv(
        @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) from: LocalDate,
        @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) to: LocalDate,
    ): ResponseEntity<String> {
        val list = orders.placedBetween(from.atStartOfDay().toInstant(ZoneOffset.UTC), to.plusDays(1).atStartOfDay().toInstant(ZoneOffset.UTC))
        val body = buildString {
            appendLine("number,placed_at,status,currency,gross,discount_code")
            for (o in list) {
                appendLine(listOf(o.number, o.placedAt.toString(), o.status.name, o.currency, gross(o).toPlainString(), o.discountCode ?: "").joinToString(","))
            }
        }
        return ResponseEntity.ok()
            .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=orders-$from-$to.csv")
            .body(body)
    }

    private fun gross(o: Order): BigDecimal = (o.subtotal() + o.taxTotal()).setScale(2, RoundingMode.HALF_UP)
}
