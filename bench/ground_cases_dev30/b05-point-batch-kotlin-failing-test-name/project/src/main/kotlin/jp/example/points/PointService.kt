package jp.example.points

import org.springframework.stereotype.Service
import java.math.BigDecimal
import java.math.RoundingMode
import java.time.LocalDate
import kotlin.math.roundToInt

/**
 * 購入に対するポイント付与。
 * 100 円につき 1 ポイント、キャンペーン倍率と会員ランク倍率を掛けて端数は切り捨て。
 */
@Service
class PointService(
    private val campaignRepository: CampaignRepository,
    private val ledger: PointLedger,
) {
    fun pointsFor(purchase: Purchase): Int {
        val base = purchase.amountYen / YEN_PER_POINT
        val rate = campaignRate(purchase.purchasedOn).multiply(purchase.memberRank.multiplier)
        return (base * rate.toDouble()).roundToInt()
    }

    fun grant(purchases: List<Purchase>): GrantResult {
        var granted = 0
        var skipped = 0
        for (p in purchases) {
            if (p.cancelled) {
                skipped++
                continue
            }
            val points = pointsFor(p)
            if (points <= 0) {
                skipped++
                continue
            }
            ledger.add(p.memberId, points, reason = "purchase:${p.orderId}")
            granted += points
        }
        return GrantResult(granted = granted, skipped = skipped)
    }

    private fun campaignRate(date: LocalDate): BigDecimal =
        campaignRepository.activeOn(date).maxOfOrNull { it.rate } ?: BigDecimal.ONE

    companion object {
        const val YEN_PER_POINT = 100
    }
}

data class GrantResult(val granted: Int, val skipped: Int)
