package jp.mogumogu.checkout

import java.math.BigDecimal
import java.math.RoundingMode

/**
 * Loyalty points. Campaign points are worth 1.1 yen each until the campaign ends,
 * regular points 1 yen. A redemption is always a whole number of yen.
 */
object Points {
    private val REGULAR_RATE = BigDecimal.ONE
    private val CAMPAIGN_RATE = BigDecimal("1.1")

    var campaignActive: Boolean = true

    fun rate(): BigDecimal = if (campaignActive) CAMPAIGN_RATE else REGULAR_RATE

    /** Yen value of [points] as the checkout screen shows it. */
    fun toYen(points: Int): BigDecimal =
        BigDecimal(points).multiply(rate()).setScale(0, RoundingMode.HALF_EVEN)

    /** Yen value of [points] as printed on the receipt and booked in accounting. */
    fun toYenForReceipt(points: Int): BigDecimal =
        BigDecimal(points).multiply(rate()).setScale(0, RoundingMode.DOWN)

    /** Points earned on a purchase: 1 point per 100 yen paid. */
    fun earned(paid: BigDecimal): Int =
        paid.divide(BigDecimal(100), 0, RoundingMode.DOWN).toInt()

    fun maxRedeemable(total: BigDecimal, balance: Int): Int {
        val cap = total.divide(rate(), 0, RoundingMode.DOWN).toInt()
        return minOf(cap, balance)
    }
}
