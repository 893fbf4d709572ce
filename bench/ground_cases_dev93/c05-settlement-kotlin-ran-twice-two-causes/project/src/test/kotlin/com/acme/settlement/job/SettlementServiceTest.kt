package com.acme.settlement.job

import com.acme.settlement.finance.FinanceClient
import io.mockk.every
import io.mockk.just
import io.mockk.mockk
import io.mockk.runs
import io.mockk.verify
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.time.LocalDate

class SettlementServiceTest {
    private val payouts = mockk<PayoutRepository>(relaxed = true)
    private val finance = mockk<FinanceClient>()
    private val service = SettlementService(payouts, finance)
    private val day = LocalDate.of(2025, 4, 13)

    @Test
    fun `writes one payout per merchant and notifies finance`() {
        every { payouts.capturedTotalsByMerchant(day) } returns mapOf(1L to 1_000L, 2L to 2_500L)
        every { finance.notifyBatch(any(), any(), any()) } just runs

        val result = service.settle(day)

        assertEquals(SettlementResult(2, 3_500L), result)
        verify(exactly = 1) { payouts.insertPayout(1L, day, 1_000L) }
        verify(exactly = 1) { payouts.insertPayout(2L, day, 2_500L) }
        verify { finance.notifyBatch(day, 2, 3_500L) }
    }

    @Test
    fun `no merchants means an empty batch`() {
        every { payouts.capturedTotalsByMerchant(day) } returns emptyMap()
        every { finance.notifyBatch(any(), any(), any()) } just runs

        assertEquals(SettlementResult(0, 0L), service.settle(day))
    }
}
