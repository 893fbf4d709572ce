package jp.tsubame.points

import java.time.OffsetDateTime

enum class Reason { EARN, USE, REVOKE, RETURN, EXPIRE }

data class LedgerEntry(
    val customerId: Long,
    val points: Long,
    val reason: Reason,
    val orderId: Long?,
    val at: OffsetDateTime = OffsetDateTime.now(),
)

interface PointLedger {
    fun record(customerId: Long, points: Long, reason: Reason, orderId: Long?)
    fun balance(customerId: Long): Long
    /** 注文に対して EARN で付与した合計（キャンペーン分を含む）。 */
    fun earnedFor(orderId: Long): Long
    /** 注文で USE した合計（正の数）。 */
    fun usedFor(orderId: Long): Long
}
