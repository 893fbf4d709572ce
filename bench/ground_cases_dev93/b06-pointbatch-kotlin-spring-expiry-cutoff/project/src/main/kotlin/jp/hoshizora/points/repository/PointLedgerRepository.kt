package jp.hoshizora.points.repository

import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate
import org.springframework.stereotype.Repository
import java.time.LocalDateTime

data class Balance(val memberId: Long, val points: Long)

@Repository
class PointLedgerRepository(private val jdbc: NamedParameterJdbcTemplate) {

    fun unexpiredBalancesGrantedBefore(cutoff: LocalDateTime): List<Balance> = jdbc.query(
        """
        SELECT member_id, SUM(remaining) AS points
          FROM point_grants
         WHERE granted_at < :cutoff AND NOT expired AND remaining > 0
         GROUP BY member_id
         ORDER BY member_id
        """.trimIndent(),
        mapOf("cutoff" to cutoff),
    ) { rs, _ -> Balance(rs.getLong("member_id"), rs.getLong("points")) }

    fun insertExpiry(memberId: Long, points: Long, cutoff: LocalDateTime) {
        jdbc.update(
            """
            INSERT INTO point_ledger (member_id, kind, points, note, created_at)
            VALUES (:memberId, 'EXPIRE', :points, :note, now())
            """.trimIndent(),
            mapOf("memberId" to memberId, "points" to -points, "note" to "expired grants before $cutoff"),
        )
    }

    fun markGrantsExpired(cutoff: LocalDateTime): Int = jdbc.update(
        "UPDATE point_grants SET expired = TRUE, remaining = 0 WHERE granted_at < :cutoff AND NOT expired",
        mapOf("cutoff" to cutoff),
    )
}
