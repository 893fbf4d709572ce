package jp.example.points

import java.time.LocalDate

data class Purchase(
    val orderId: Long,
    val memberId: Long,
    val amountYen: Int,
    val purchasedOn: LocalDate,
    val cancelled: Boolean = false,
    val memberRank: MemberRank = MemberRank.REGULAR,
)
