package jp.example.points

import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.math.BigDecimal
import java.time.LocalDate

class PointServiceTest {
    private val campaigns = mockk<CampaignRepository>()
    private val ledger = mockk<PointLedger>(relaxed = true)
    private val service = PointService(campaigns, ledger)
    private val day = LocalDate.of(2025, 10, 1)

    private fun campaign(rate: String) =
        Campaign(1, "秋の 1.5 倍", BigDecimal(rate), day.minusDays(1), day.plusDays(30))

    @Test
    fun `100円につき1ポイント`() {
        every { campaigns.activeOn(day) } returns emptyList()

        assertEquals(12, service.pointsFor(Purchase(1, 10, 1_250, day)))
    }

    @Test
    fun `キャンペーン中は倍率がかかる`() {
        every { campaigns.activeOn(day) } returns listOf(campaign("2.0"))

        assertEquals(24, service.pointsFor(Purchase(1, 10, 1_250, day)))
    }

    @Test
    fun `キャンペーン倍率の端数は切り捨て`() {
        every { campaigns.activeOn(day) } returns listOf(campaign("1.5"))

        // 3 pt x 1.5 = 4.5 -> 4
        assertEquals(4, service.pointsFor(Purchase(1, 10, 350, day)))
    }

    @Test
    fun `キャンセル済みは付与しない`() {
        every { campaigns.activeOn(day) } returns emptyList()

        val result = service.grant(listOf(Purchase(1, 10, 5_000, day, cancelled = true)))

        assertEquals(GrantResult(granted = 0, skipped = 1), result)
        verify(exactly = 0) { ledger.add(any(), any(), any()) }
    }
}
