package com.acme.settlement.job

import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.stereotype.Repository
import java.time.LocalDate

@Repository
class PayoutRepository(private val jdbc: JdbcTemplate) {

    /** merchant_id -> sum of captured amounts (fen) on the given Beijing day. */
    fun capturedTotalsByMerchant(day: LocalDate): Map<Long, Long> {
        val rows = jdbc.queryForList(
            """
            SELECT merchant_id, SUM(amount_fen) AS fen
            FROM payments
            WHERE status = 'captured'
              AND captured_at >= (?::date)::timestamp AT TIME ZONE 'Asia/Shanghai'
              AND captured_at <  (?::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'
            GROUP BY merchant_id
            """.trimIndent(),
            day, day,
        )
        return rows.associate { (it["merchant_id"] as Number).toLong() to (it["fen"] as Number).toLong() }
    }

    fun insertPayout(merchantId: Long, day: LocalDate, fen: Long) {
        jdbc.update(
            "INSERT INTO payouts (merchant_id, settle_date, amount_fen, status, created_at) VALUES (?, ?, ?, 'pending', now())",
            merchantId, day, fen,
        )
    }

    fun payoutsFor(day: LocalDate): List<Map<String, Any>> =
        jdbc.queryForList("SELECT * FROM payouts WHERE settle_date = ? ORDER BY merchant_id", day)
}
