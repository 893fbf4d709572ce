package com.finlo.payouts

import kotlinx.serialization.Serializable
import org.jetbrains.exposed.sql.and
import org.jetbrains.exposed.sql.selectAll
import org.jetbrains.exposed.sql.transactions.transaction
import java.math.BigDecimal
import java.math.RoundingMode
import java.time.LocalDate
import java.time.ZoneId

@Serializable
data class SettlementLine(val currency: String, val gross: String, val fees: String, val net: String, val count: Int)

@Serializable
data class Settlement(val date: String, val lines: List<SettlementLine>)

/** Daily settlement totals per currency, as sent to the bank at 06:00 Berlin time. */
class SettlementReport(private val zone: ZoneId = ZoneId.of("Europe/Berlin")) {

    fun forDay(date: LocalDate): Settlement = transaction {
        val from = date.atStartOfDay(zone).toInstant()
        val to = date.plusDays(1).atStartOfDay(zone).toInstant()
        val rows = Payouts.selectAll()
            .where { (Payouts.createdAt greaterEq from) and (Payouts.createdAt less to) and (Payouts.status eq "paid") }
            .map { Triple(it[Payouts.currency], it[Payouts.amountMinor], it[Payouts.feeMinor]) }
        val lines = rows.groupBy { it.first }.map { (currency, group) ->
            val gross = group.sumOf { it.second }
            val fees = group.sumOf { it.third }
            SettlementLine(
                currency = currency,
                gross = toMajor(gross, currency),
                fees = toMajor(fees, currency),
                net = toMajor(gross - fees, currency),
                count = group.size,
            )
        }.sortedBy { it.currency }
        Settlement(date.toString(), lines)
    }

    private fun toMajor(minor: Long, currency: String): String {
        val digits = java.util.Currency.getInstance(currency).defaultFractionDigits
        return BigDecimal.valueOf(minor, digits).setScale(digits, RoundingMode.HALF_EVEN).toPlainString()
    }
}
