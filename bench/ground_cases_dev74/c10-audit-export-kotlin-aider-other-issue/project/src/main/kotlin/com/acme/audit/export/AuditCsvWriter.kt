package com.acme.audit.export

import com.acme.audit.AuditEvent
import java.io.Writer
import java.time.ZoneId
import java.time.format.DateTimeFormatter

/**
 * Writes audit events as CSV for the compliance team, who open the files in Excel.
 */
class AuditCsvWriter(private val out: Writer) {

    private val time = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.of("Asia/Shanghai"))

    fun header() {
        out.write("id,time (UTC+8),actor,action,target,note,ip\r\n")
    }

    fun write(e: AuditEvent) {
        val fields = listOf(
            e.id.toString(),
            time.format(e.at),
            e.actor,
            e.action,
            e.target,
            e.note,
            e.ip,
        )
        out.write(fields.joinToString(",") { escape(it) })
        out.write("\r\n")
    }

    private fun escape(value: String?): String {
        val v = value ?: return ""
        val needsQuotes = v.any { it == ',' || it == '"' || it == '\n' || it == '\r' }
        return if (needsQuotes) "\"" + v.replace("\"", "\"\"") + "\"" else v
    }
}
