package jp.tsubame.points

import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.math.BigDecimal
import java.math.RoundingMode

data class RefundResult(val revoked: Long, val returned: Long)

@Service
class PointService(
    private val ledger: PointLedger,
    private val campaigns: CampaignRepository,
    private val props: PointProperties,
) {
    /** 支払額に対する基本ポイント（キャンペーン倍率は掛けない）。 */
    fun pointsFor(paidAmount: Long): Long =
        BigDecimal.valueOf(paidAmount).multiply(props.baseRate).setScale(0, RoundingMode.DOWN).toLong()

    @Transactional
    fun earn(order: Order): Long {
        val multiplier = campaigns.activeMultiplier(order.customerId, order.orderedAt)
        val points = pointsFor(order.paidAmount) * multiplier
        if (points > 0) ledger.record(order.customerId, points, Reason.EARN, order.id)
        return points
    }

    @Transactional
    fun use(customerId: Long, points: Long, orderId: Long) {
        val balance = ledger.balance(customerId)
        require(points in 1..balance) { "insufficient points: balance=$balance requested=$points" }
        ledger.record(customerId, -points, Reason.USE, orderId)
    }

    /** 注文の全額返金: 付与したポイントを取り消し、使ったポイントを戻す。 */
    @Transactional
    fun refund(order: Order): RefundResult {
        val earned = pointsFor(order.paidAmount)
        val used = ledger.usedFor(order.id)
        if (earned > 0) ledger.record(order.customerId, -earned, Reason.REVOKE, order.id)
        if (used > 0) ledger.record(order.customerId, used, Reason.RETURN, order.id)
        return RefundResult(revoked = earned, returned = used)
    }

    fun balance(customerId: Long): Long = ledger.balance(customerId)
}
