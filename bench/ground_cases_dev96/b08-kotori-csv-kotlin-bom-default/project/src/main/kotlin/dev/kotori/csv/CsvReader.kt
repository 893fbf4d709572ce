package dev.kotori.csv

import java.io.Closeable
import java.io.Reader
import java.io.StringReader
import java.nio.file.Files
import java.nio.file.Path

/**
 * Reads CSV records as [Row]s. With [CsvOptions.hasHeader] the first record names the
 * columns and rows can be read by name.
 *
 * ```
 * CsvReader.open(Path.of("users.csv")).use { csv ->
 *     for (row in csv) println(row["email"])
 * }
 * ```
 */
public class CsvReader(reader: Reader, public val options: CsvOptions = CsvOptions()) : Closeable, Iterable<Row> {
    private val parser = CsvParser(reader, options)

    /** Column names from the first record, or empty without a header. */
    public val header: List<String> = if (options.hasHeader) readHeader() else emptyList()

    private val columns: Map<String, Int> = header.withIndex().associate { (i, name) -> name to i }

    private fun readHeader(): List<String> {
        val first = parser.next() ?: return emptyList()
        if (options.trimBom && first.isNotEmpty()) {
            first[0] = first[0].removePrefix("\uFEFF")
        }
        return first.map { it.trim() }
    }

    override fun iterator(): Iterator<Row> =
        generateSequence { parser.next()?.let { Row(it, columns, parser.recordLine) } }.iterator()

    override fun close(): Unit = parser.close()

    public companion object {
        /** Opens a file with the options' charset. Close the reader (or use `use {}`) when done. */
        public fun open(path: Path, options: CsvOptions = CsvOptions()): CsvReader =
            CsvReader(Files.newBufferedReader(path, options.charset), options)

        /** Reads all rows of [text]. */
        public fun parse(text: String, options: CsvOptions = CsvOptions()): List<Row> =
            CsvReader(StringReader(text), options).use { it.toList() }
    }
}
