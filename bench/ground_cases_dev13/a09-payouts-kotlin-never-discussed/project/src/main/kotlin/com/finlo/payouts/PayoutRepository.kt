package com.finlo.payouts

import kotlinx.serialization.Serializable
import org.jetbrains.exposed.sql.ResultRow
import org.jetbrains.exposed.sql.SortOrder
import org.jetbrains.exposed.sql.SqlExpressionBuilder.eq
import org.jetbrains.exposed.sql.and
import org.jetbrains.exposed.sql.Table
import org.jetbrains.exposed.sql.javatime.timestamp
import org.jetbrains.exposed.sql.selectAll
import org.jetbrains.exposed.sql.transactions.transaction

object Payouts : Table("payouts") {
    val id = long("id").autoIncrement()
    val merchantId = long("merchant_id").index()
    val amountMinor = long("amount_minor")
    val feeMinor = long("fee_minor")
    val currency = varchar("currency", 3)
    val status = varchar("status", 16)
    val createdAt = timestamp("created_at")
    override val primaryKey = PrimaryKey(id)
}

@Serializable
data class Payout(
    val id: Long,
    val merchantId: Long,
    val amountMinor: Long,
    val feeMinor: Long,
    val currency: String,
    val status: String,
    val createdAt: String,
)

class PayoutRepository {
    fun find(id: Long): Payout? = transaction {
        Payouts.selectAll().where { Payouts.id eq id }.singleOrNull()?.toPayout()
    }

    fun listByMerchant(merchantId: Long, status: String? = null, limit: Int = 100): List<Payout> = transaction {
        Payouts.selectAll()
            .where {
                val byMerchant = Payouts.merchantId eq merchantId
                if (status == null) byMerchant else byMerchant and (Payouts.status eq status)
            }
            .orderBy(Payouts.createdAt to SortOrder.DESC, Payouts.id to SortOrder.DESC)
            .limit(limit.coerceIn(1, 100))
            .map { it.toPayout() }
    }

    private fun ResultRow.toPayout() = Payout(
        id = this[Payouts.id],
        merchantId = this[Payouts.merchantId],
        amountMinor = this[Payouts.amountMinor],
        feeMinor = this[Payouts.feeMinor],
        currency = this[Payouts.currency],
        status = this[Payouts.status],
        createdAt = this[Payouts.createdAt].toString(),
    )
}
