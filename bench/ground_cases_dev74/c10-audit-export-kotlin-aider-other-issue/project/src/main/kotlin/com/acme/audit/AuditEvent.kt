package com.acme.audit

import java.time.Instant

/** One row of audit_events. actor, target and note come from user input. */
data class AuditEvent(
    val id: Long,
    val at: Instant,
    val actor: String,
    val action: String,
    val target: String,
    val note: String?,
    val ip: String?,
)
