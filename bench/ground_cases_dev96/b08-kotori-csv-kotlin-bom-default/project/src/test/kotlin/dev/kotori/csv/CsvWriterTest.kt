package dev.kotori.csv

import java.io.StringWriter
import kotlin.test.Test
import kotlin.test.assertEquals

class CsvWriterTest {
    private fun write(options: CsvOptions = CsvOptions(), block: CsvWriter.() -> Unit): String {
        val out = StringWriter()
        CsvWriter(out, options).use(block)
        return out.toString()
    }

    @Test
    fun quotesOnlyWhenNeeded() {
        val text = write { writeRow("plain", "a,b", "say \"hi\"", null, 42) }
        assertEquals("plain,\"a,b\",\"say \"\"hi\"\"\",,42\r\n", text)
    }

    @Test
    fun customSeparators() {
        val text = write(CsvOptions(delimiter = ';', lineSeparator = "\n")) { writeRow("1,5", "x") }
        assertEquals("1,5;x\n", text)
    }

    @Test
    fun quoteAll() {
        val text = write(CsvOptions(quoteAll = true)) { writeRow("a", "", 3) }
        assertEquals("\"a\",\"\",\"3\"\r\n", text)
    }

    @Test
    fun roundTrip() {
        val text = write { writeRow("id", "memo"); writeRow(1, " padded "); writeRow(2, "multi\nline") }
        val rows = CsvReader.parse(text)
        assertEquals(listOf(" padded ", "multi\nline"), rows.map { it["memo"] })
    }
}
