package com.example.loyalty.points

import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import java.math.BigDecimal
import java.time.Clock
import java.time.Instant
import java.time.LocalDate
import java.time.ZoneId

class PointsCalculatorTest {
    private val clock = Clock.fixed(Instant.parse("2025-11-20T03:00:00Z"), ZoneId.of("Asia/Tokyo"))
    private val calculator = PointsCalculator(clock)
    private val today = LocalDate.of(2025, 11, 20)

    private fun purchase(vararg lines: PurchaseLine) = Purchase(1L, today, lines.toList())
    private fun line(price: Int, qty: Int = 1, category: String = "food") =
        PurchaseLine("SKU-$price", category, BigDecimal(price), qty)

    @Test
    fun `one point per hundred yen rounded down`() {
        assertThat(calculator.pointsFor(purchase(line(1_299)), Tier.BRONZE)).isEqualTo(12)
    }

    @Test
    fun `gift cards and shipping earn nothing`() {
        val p = purchase(line(3_000), line(5_000, category = "gift_card"), line(500, category = "shipping"))
        assertThat(calculator.pointsFor(p, Tier.BRONZE)).isEqualTo(30)
    }

    @Test
    fun `quantity counts`() {
        assertThat(calculator.pointsFor(purchase(line(250, qty = 4)), Tier.BRONZE)).isEqualTo(10)
    }

    @Test
    fun `campaign multiplies points within its period`() {
        val campaign = CampaignProperties(LocalDate.of(2025, 11, 15), LocalDate.of(2025, 11, 24), 2)
        val withCampaign = PointsCalculator(clock, campaign)
        assertThat(withCampaign.pointsFor(purchase(line(1_000)), Tier.BRONZE)).isEqualTo(20)
    }

    @Test
    fun `campaign does not apply outside its period`() {
        val campaign = CampaignProperties(LocalDate.of(2025, 12, 1), LocalDate.of(2025, 12, 7), 3)
        val withCampaign = PointsCalculator(clock, campaign)
        assertThat(withCampaign.pointsFor(purchase(line(1_000)), Tier.BRONZE)).isEqualTo(10)
    }
}
