package com.meterlog.history

import android.content.Context
import android.content.Intent
import androidx.core.content.FileProvider
import java.io.File
import java.time.Instant
import java.time.ZoneId
import java.time.format.DateTimeFormatter

object CsvExporter {
    private val timestamp = DateTimeFormatter.ISO_LOCAL_DATE_TIME.withZone(ZoneId.systemDefault())

    fun toCsv(readings: List<Reading>): String = buildString {
        appendLine("taken_at,meter,value,unit")
        for (r in readings) {
            append(timestamp.format(Instant.ofEpochMilli(r.takenAt))).append(',')
            append(escape(r.meter)).append(',')
            append(r.value).append(',')
            appendLine(escape(r.unit))
        }
    }

    /** Writes the CSV to the cache dir and returns a chooser intent that shares it. */
    fun shareIntent(context: Context, readings: List<Reading>): Intent {
        val dir = File(context.cacheDir, "exports").apply { mkdirs() }
        val file = File(dir, "meter-readings.csv")
        file.writeText(toCsv(readings))
        val uri = FileProvider.getUriForFile(context, "${context.packageName}.exports", file)
        val send = Intent(Intent.ACTION_SEND)
            .setType("text/csv")
            .putExtra(Intent.EXTRA_STREAM, uri)
            .addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
        return Intent.createChooser(send, "Export readings")
    }

    private fun escape(value: String): String =
        if (value.any { it == ',' || it == '"' || it == '\n' }) "\"" + value.replace("\"", "\"\"") + "\"" else value
}
