package com.acme.loyalty.points

import com.acme.loyalty.tier.TierCalculator
import io.mockk.every
import io.mockk.mockk
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import java.time.Clock
import java.time.Instant
import java.time.ZoneOffset

class PointsServiceTest {
    private val now = Instant.parse("2025-10-20T00:00:00Z")
    private val clock = Clock.fixed(now, ZoneOffset.UTC)
    private val ledger = mockk<PointsRepository>(relaxed = true)
    private val service = PointsService(ledger, mockk<TierCalculator>(relaxed = true), clock)

    private fun entry(points: Int, daysAgo: Long, redeemed: Int = 0) =
        PointsLedgerEntry(memberId = 7, points = points, reason = "order", earnedAt = now.minusSeconds(daysAgo * 86400), redeemed = redeemed)

    @Test
    fun `redeems oldest points first`() {
        val old = entry(100, daysAgo = 300)
        val new = entry(100, daysAgo = 10)
        every { ledger.findOpenEntries(7) } returns listOf(old, new)
        service.redeem(7, 150)
        assertEquals(100, old.redeemed)
        assertEquals(50, new.redeemed)
    }

    @Test
    fun `cannot redeem more than the balance`() {
        every { ledger.findOpenEntries(7) } returns listOf(entry(100, daysAgo = 5))
        assertThrows<IllegalStateException> { service.redeem(7, 101) }
    }

    @Test
    fun `expires untouched old entries`() {
        val old = entry(300, daysAgo = 400)
        every { ledger.findOpenEntriesEarnedBefore(any()) } returns listOf(old)
        assertEquals(300, service.expireOld())
        assertEquals(0, old.remaining)
    }
}
