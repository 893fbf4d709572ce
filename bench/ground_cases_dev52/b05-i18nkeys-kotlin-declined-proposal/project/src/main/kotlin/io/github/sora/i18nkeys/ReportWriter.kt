package io.github.sora.i18nkeys

import java.io.File

/**
 * Writes the plain-text report: one line per missing key, grouped by file,
 * sorted so the report is stable between runs.
 */
object ReportWriter {
    fun write(report: File, root: File, missing: List<KeyUse>) {
        report.parentFile.mkdirs()
        if (missing.isEmpty()) {
            report.writeText("No missing message keys.\n", Charsets.UTF_8)
            return
        }
        val text = buildString {
            appendLine("Missing message keys: ${missing.size}")
            appendLine()
            missing
                .groupBy { it.file }
                .toSortedMap(compareBy { it.path })
                .forEach { (file, uses) ->
                    appendLine(file.relativeTo(root).path)
                    uses.sortedBy { it.line }.forEach { use ->
                        appendLine("  ${use.line}: ${use.key}")
                    }
                    appendLine()
                }
        }
        report.writeText(text, Charsets.UTF_8)
    }

    fun summary(missing: List<KeyUse>): String =
        if (missing.isEmpty()) "ok" else "${missing.size} missing in ${missing.map { it.file }.distinct().size} file(s)"
}
