package com.acme.billing

import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import java.math.BigDecimal
import java.time.Clock
import java.time.Instant
import java.time.ZoneOffset
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test

class InvoiceServiceTest {
    private val repo = mockk<InvoiceRepository>()
    private val mailer = mockk<InvoiceMailer>(relaxed = true)
    private val clock = Clock.fixed(Instant.parse("2025-11-01T00:00:00Z"), ZoneOffset.UTC)
    private val service = InvoiceService(repo, mailer, clock)

    @Test
    fun `issues an invoice with the summed total`() {
        every { repo.save(any()) } answers { firstArg() }
        val inv = service.issue(1, listOf(InvoiceLine("seat", BigDecimal("12.50"), 2)))
        assertEquals(BigDecimal("25.00"), inv!!.total)
    }

    @Test
    fun `skips empty periods`() {
        val inv = service.issue(1, listOf(InvoiceLine("seat", BigDecimal("0.00"), 3)))
        assertNull(inv)
        verify(exactly = 0) { mailer.send(any()) }
    }
}
