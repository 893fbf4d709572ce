package jp.example.points

import java.math.BigDecimal
import java.time.LocalDate

data class Campaign(
    val id: Long,
    val name: String,
    val rate: BigDecimal,
    val startsOn: LocalDate,
    val endsOn: LocalDate,
)

interface CampaignRepository {
    fun activeOn(date: LocalDate): List<Campaign>
}

interface PointLedger {
    fun add(memberId: Long, points: Int, reason: String)
}
