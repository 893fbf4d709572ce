package com.acme.audit

import java.sql.ResultSet
import java.time.Instant
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.stereotype.Repository

@Repository
class AuditRepository(private val jdbc: JdbcTemplate) {

    fun between(from: Instant, to: Instant): List<AuditEvent> =
        jdbc.query(
            "SELECT id, at, actor, action, target, note, ip FROM audit_events WHERE at >= ? AND at < ? ORDER BY id",
            { rs, _ -> rs.toEvent() },
            java.sql.Timestamp.from(from), java.sql.Timestamp.from(to),
        )

    fun page(from: Instant, to: Instant, afterId: Long, limit: Int): List<AuditEvent> =
        jdbc.query(
            "SELECT id, at, actor, action, target, note, ip FROM audit_events" +
                " WHERE at >= ? AND at < ? AND id > ? ORDER BY id LIMIT ?",
            { rs, _ -> rs.toEvent() },
            java.sql.Timestamp.from(from), java.sql.Timestamp.from(to), afterId, limit,
        )

    private fun ResultSet.toEvent() = AuditEvent(
        id = getLong("id"),
        at = getTimestamp("at").toInstant(),
        actor = getString("actor"),
        action = getString("action"),
        target = getString("target"),
        note = getString("note"),
        ip = getString("ip"),
    )
}
