package com.acme.ledger.ledger

import io.mockk.*
import java.math.BigDecimal
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

class LedgerServiceTest {
    private val repo = mockk<LedgerEntryRepository>(relaxed = true)
    private val service = LedgerService(repo)

    @Test
    fun `records amount in major units`() {
        every { repo.existsByPaymentId("p1") } returns false
        val saved = slot<LedgerEntry>()
        every { repo.save(capture(saved)) } answers { saved.captured }

        service.record(PaymentEvent("p1", "acc-9", 1999, "USD"))

        assertEquals(BigDecimal("19.99"), saved.captured.amount)
    }

    @Test
    fun `accepts lower case currency codes`() {
        every { repo.existsByPaymentId("p2") } returns false
        val saved = slot<LedgerEntry>()
        every { repo.save(capture(saved)) } answers { saved.captured }

        service.record(PaymentEvent("p2", "acc-311", 4500, "eur"))

        assertEquals("EUR", saved.captured.currency)
        assertEquals(BigDecimal("45.00"), saved.captured.amount)
    }
}
