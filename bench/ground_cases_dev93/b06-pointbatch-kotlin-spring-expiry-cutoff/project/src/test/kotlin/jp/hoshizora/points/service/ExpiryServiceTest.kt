package jp.hoshizora.points.service

import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import jp.hoshizora.points.repository.Balance
import jp.hoshizora.points.repository.PointLedgerRepository
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.time.Clock
import java.time.Instant
import java.time.LocalDateTime
import java.time.ZoneOffset

class ExpiryServiceTest {
    private val ledger = mockk<PointLedgerRepository>(relaxed = true)
    private val clock = Clock.fixed(Instant.parse("2025-11-01T00:00:00Z"), ZoneOffset.UTC)
    private val service = ExpiryService(ledger, clock)

    @Test
    fun `cutoff is the first day of the same month a year ago`() {
        assertEquals(LocalDateTime.of(2024, 11, 1, 0, 0), service.cutoff())
    }

    @Test
    fun `expires every member balance`() {
        every { ledger.unexpiredBalancesGrantedBefore(any()) } returns listOf(Balance(1, 300), Balance(2, 50))
        val result = service.expire(dryRun = false)
        assertEquals(350, result.points)
        verify { ledger.insertExpiry(1, 300, any()) }
        verify { ledger.markGrantsExpired(LocalDateTime.of(2024, 11, 1, 0, 0)) }
    }

    @Test
    fun `dry run writes nothing`() {
        every { ledger.unexpiredBalancesGrantedBefore(any()) } returns listOf(Balance(1, 300))
        service.expire(dryRun = true)
        verify(exactly = 0) { ledger.insertExpiry(any(), any(), any()) }
        verify(exactly = 0) { ledger.markGrantsExpired(any()) }
    }
}
