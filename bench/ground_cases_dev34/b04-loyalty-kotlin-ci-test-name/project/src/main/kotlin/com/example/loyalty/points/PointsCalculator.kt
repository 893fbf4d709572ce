package com.example.loyalty.points

import org.springframework.stereotype.Component
import java.math.BigDecimal
import java.math.RoundingMode
import java.time.Clock
import java.time.LocalDate

/**
 * Points for one purchase: 1 point per 100 yen (rounded down), times the member's tier rate.
 * Lines in excluded categories (gift cards, shipping) earn nothing.
 */
@Component
class PointsCalculator(
    private val clock: Clock,
    private val campaign: CampaignProperties = CampaignProperties(),
) {
    fun pointsFor(purchase: Purchase, tier: Tier): Long {
        require(!purchase.date.isAfter(LocalDate.now(clock))) { "purchase date is in the future" }
        val eligible = purchase.lines
            .filterNot { it.category in EXCLUDED_CATEGORIES }
            .fold(BigDecimal.ZERO) { acc, line -> acc + line.unitPrice * line.quantity.toBigDecimal() }
        val base = eligible.divide(YEN_PER_POINT, 0, RoundingMode.DOWN).toLong()
        val multiplier = tier.rate.toInt() * campaignMultiplier(purchase.date)
        return base * multiplier
    }

    private fun campaignMultiplier(date: LocalDate): Int =
        if (campaign.isActiveOn(date)) campaign.multiplier else 1

    companion object {
        val YEN_PER_POINT: BigDecimal = BigDecimal(100)
        val EXCLUDED_CATEGORIES = setOf("gift_card", "shipping")
    }
}

data class Purchase(val memberId: Long, val date: LocalDate, val lines: List<PurchaseLine>)

data class PurchaseLine(val sku: String, val category: String, val unitPrice: BigDecimal, val quantity: Int)
