package com.acme.opsctl

import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.StandardOpenOption
import java.time.Instant

/**
 * Append-only audit trail of every write opsctl does, one tab-separated line each.
 * The file is shipped to the SIEM by the bastion's log forwarder.
 */
class AuditLog(private val file: Path) {
    fun record(operator: String, action: String, target: String, details: Map<String, String> = emptyMap()) {
        val fields = listOf(Instant.now().toString(), operator, action, target) +
            details.entries.sortedBy { it.key }.map { "${it.key}=${clean(it.value)}" }
        Files.createDirectories(file.parent)
        Files.writeString(
            file,
            fields.joinToString("\t") + "\n",
            StandardOpenOption.CREATE,
            StandardOpenOption.APPEND,
        )
    }

    private fun clean(value: String) = value.replace('\t', ' ').replace('\n', ' ')

    companion object {
        fun forEnv(env: String): AuditLog {
            val dir = System.getenv("OPSCTL_AUDIT_DIR") ?: "/var/log/opsctl"
            return AuditLog(Path.of(dir, "audit-$env.tsv"))
        }
    }
}
