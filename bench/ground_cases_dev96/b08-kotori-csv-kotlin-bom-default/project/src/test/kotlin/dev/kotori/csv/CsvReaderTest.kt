package dev.kotori.csv

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertNull

class CsvReaderTest {
    @Test
    fun readsByColumnName() {
        val rows = CsvReader.parse("id,name\r\n1,Aoi\r\n2,Ren\r\n")
        assertEquals(listOf("1", "2"), rows.map { it["id"] })
        assertEquals("Ren", rows[1]["name"])
    }

    @Test
    fun quotedFieldsKeepDelimitersQuotesAndNewlines() {
        val rows = CsvReader.parse("a,b\n\"x, y\",\"say \"\"hi\"\"\nthere\"\n")
        assertEquals(listOf("x, y", "say \"hi\"\nthere"), rows.single().values)
    }

    @Test
    fun shortRowGivesNull() {
        val row = CsvReader.parse("a,b,c\n1,2\n").single()
        assertNull(row["c"])
        assertFailsWith<NoSuchElementException> { row.require("c") }
    }

    @Test
    fun semicolonsAndTabs() {
        assertEquals("2,5", CsvReader.parse("n;v\nx;2,5\n", CsvOptions.EXCEL_EU).single()["v"])
        assertEquals("b", CsvReader.parse("k\tv\na\tb\n", CsvOptions.TSV).single()["v"])
    }

    @Test
    fun bomIsRemovedWhenAsked() {
        val rows = CsvReader.parse("\uFEFFid,name\n7,Mio\n", CsvOptions(trimBom = true))
        assertEquals("7", rows.single()["id"])
    }

    @Test
    fun typedGetters() {
        val row = CsvReader.parse("age,score,active,note\n41,3.50,yes,\n").single()
        assertEquals(41, row.getInt("age"))
        assertEquals(java.math.BigDecimal("3.50"), row.getDecimal("score"))
        assertEquals(true, row.getBoolean("active"))
        assertNull(row.getInt("note"))
        assertFailsWith<NumberFormatException> { CsvReader.parse("age\nforty\n").single().getInt("age") }
    }

    @Test
    fun lineNumbersCountQuotedNewlines() {
        val rows = CsvReader.parse("a\n\"1\n2\"\n3\n")
        assertEquals(listOf(2L, 4L), rows.map { it.lineNumber })
    }
}
