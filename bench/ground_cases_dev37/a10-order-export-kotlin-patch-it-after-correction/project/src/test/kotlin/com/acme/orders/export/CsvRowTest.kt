package com.acme.orders.export

import com.acme.orders.domain.Order
import com.acme.orders.domain.OrderLine
import com.acme.orders.domain.OrderStatus
import java.math.BigDecimal
import java.time.Instant
import kotlin.test.Test
import kotlin.test.assertEquals

class CsvRowTest {
    private fun order(email: String = "ana@example.com") = Order(
        id = 1,
        number = "A-1001",
        customerEmail = email,
        placedAt = Instant.parse("2025-11-26T21:30:00Z"),
        currency = "EUR",
        status = OrderStatus.PAID,
        lines = listOf(
            OrderLine("TEE-M", "T-Shirt M", 2, BigDecimal("19.90"), BigDecimal("0.20")),
            OrderLine("CAP", "Cap", 1, BigDecimal("12.50"), BigDecimal("0.20")),
        ),
    )

    @Test
    fun `exports net and tax with two decimals`() {
        val row = CsvRow.from(order())
        assertEquals("52.30", row.net)
        assertEquals("10.46", row.tax)
    }

    @Test
    fun `exports total with tax`() {
        assertEquals("62.76", CsvRow.from(order()).total)
    }

    @Test
    fun `escapes commas in customer email`() {
        val csv = CsvRow.from(order(email = "a,b@example.com")).toCsv()
        assertEquals(true, csv.contains("\"a,b@example.com\""))
    }
}
