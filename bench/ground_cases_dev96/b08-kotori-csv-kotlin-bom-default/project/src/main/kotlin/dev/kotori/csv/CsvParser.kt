package dev.kotori.csv

import java.io.Closeable
import java.io.Reader

/** Splits CSV text into records (RFC 4180: quoted fields may hold delimiters, quotes and line breaks). */
internal class CsvParser(private val reader: Reader, private val options: CsvOptions) : Closeable {
    /** Line number (1-based) where the last record returned by [next] started. */
    var recordLine: Long = 0
        private set
    private var line = 1L
    private var peeked = -2

    private fun read(): Int = if (peeked != -2) peeked.also { peeked = -2 } else reader.read()

    /** The next record, or null at the end of the input. */
    fun next(): MutableList<String>? {
        var c = read()
        if (c == -1) return null
        recordLine = line
        val fields = mutableListOf<String>()
        val field = StringBuilder()
        var quoted = false
        while (true) {
            when {
                c == -1 -> break
                quoted && c == options.quote.code -> {
                    val n = read()
                    if (n == options.quote.code) field.append(options.quote) else { quoted = false; c = n; continue }
                }
                quoted -> { if (c == '\n'.code) line++; field.append(c.toChar()) }
                c == options.quote.code && field.isEmpty() -> quoted = true
                c == options.delimiter.code -> { fields += field.toString(); field.clear() }
                c == '\r'.code -> { val n = read(); if (n != '\n'.code) peeked = n; line++; break }
                c == '\n'.code -> { line++; break }
                else -> field.append(c.toChar())
            }
            c = read()
        }
        fields += field.toString()
        return fields
    }

    override fun close(): Unit = reader.close()
}
