package dev.kotori.csv

import java.io.Closeable
import java.io.Flushable
import java.io.Writer
import java.nio.file.Files
import java.nio.file.Path

/** Writes records as CSV, quoting only the fields that need it. */
public class CsvWriter(private val out: Writer, public val options: CsvOptions = CsvOptions()) : Closeable, Flushable {
    private val quote = options.quote.toString()
    private val doubled = quote + quote

    public fun writeRow(values: List<Any?>) {
        values.forEachIndexed { i, value ->
            if (i > 0) out.write(options.delimiter.code)
            out.write(escape(value?.toString() ?: ""))
        }
        out.write(options.lineSeparator)
    }

    public fun writeRow(vararg values: Any?): Unit = writeRow(values.asList())

    private fun escape(text: String): String {
        val needsQuotes = options.quoteAll || text.any { it == options.delimiter || it == options.quote || it == '\n' || it == '\r' } ||
            text.startsWith(' ') || text.endsWith(' ')
        return if (needsQuotes) quote + text.replace(quote, doubled) + quote else text
    }

    override fun flush(): Unit = out.flush()

    override fun close(): Unit = out.close()

    public companion object {
        public fun open(path: Path, options: CsvOptions = CsvOptions()): CsvWriter =
            CsvWriter(Files.newBufferedWriter(path, options.charset), options)
    }
}
