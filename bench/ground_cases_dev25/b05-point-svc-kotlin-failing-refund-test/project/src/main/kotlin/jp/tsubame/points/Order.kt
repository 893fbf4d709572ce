package jp.tsubame.points

import java.math.BigDecimal
import java.time.OffsetDateTime

data class Order(
    val id: Long,
    val customerId: Long,
    /** ポイント利用後の支払額（円） */
    val paidAmount: Long,
    val orderedAt: OffsetDateTime,
)

interface CampaignRepository {
    /** 注文時点で有効なキャンペーンの倍率（なければ 1）。 */
    fun activeMultiplier(customerId: Long, at: OffsetDateTime): Long
}

data class PointProperties(val baseRate: BigDecimal = BigDecimal("0.01"))
