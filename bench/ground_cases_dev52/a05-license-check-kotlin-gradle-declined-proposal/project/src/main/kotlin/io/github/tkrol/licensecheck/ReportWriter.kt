package io.github.tkrol.licensecheck

import java.io.File

/**
 * Writes report.json: one entry per jar, sorted by file name, with paths relative to the
 * root project when the jar lives inside it (vendored libs) and the bare file name otherwise.
 */
class ReportWriter(private val root: File) {

    fun write(findings: List<Finding>, out: File) {
        out.parentFile.mkdirs()
        val entries = findings.sortedBy { it.jar.name }.joinToString(",\n") { f ->
            val license = f.license?.let(::json) ?: "null"
            """    {"file": ${json(displayPath(f.jar))}, "license": $license, "allowed": ${f.allowed}}"""
        }
        out.writeText("{\n  \"version\": 1,\n  \"dependencies\": [\n$entries\n  ]\n}\n")
    }

    internal fun displayPath(jar: File): String =
        if (jar.startsWith(root)) jar.relativeTo(root).invariantSeparatorsPath else jar.name

    private fun json(s: String): String = buildString {
        append('"')
        for (c in s) {
            when (c) {
                '"' -> append("\\\"")
                '\\' -> append("\\\\")
                '\n' -> append("\\n")
                else -> if (c < ' ') append("\\u%04x".format(c.code)) else append(c)
            }
        }
        append('"')
    }
}
