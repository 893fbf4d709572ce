package jp.example.points

import io.mockk.every
import io.mockk.mockk
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.time.LocalDate

class MemberRankTest {
    private val campaigns = mockk<CampaignRepository>()
    private val service = PointService(campaigns, mockk(relaxed = true))
    private val day = LocalDate.of(2025, 10, 1)

    @Test
    fun `GOLD は2倍`() {
        every { campaigns.activeOn(day) } returns emptyList()

        assertEquals(20, service.pointsFor(Purchase(1, 10, 1_000, day, memberRank = MemberRank.GOLD)))
    }

    @Test
    fun `SILVER は1_5倍`() {
        every { campaigns.activeOn(day) } returns emptyList()

        assertEquals(15, service.pointsFor(Purchase(1, 10, 1_000, day, memberRank = MemberRank.SILVER)))
    }

    @Test
    fun `fromCode は不明なコードを REGULAR にする`() {
        assertEquals(MemberRank.REGULAR, MemberRank.fromCode("platinum"))
        assertEquals(MemberRank.GOLD, MemberRank.fromCode("gold"))
    }
}
