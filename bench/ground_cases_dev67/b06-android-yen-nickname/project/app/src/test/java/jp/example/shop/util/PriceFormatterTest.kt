package jp.example.shop.util

import java.util.Locale
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

class PriceFormatterTest {

    @Before
    fun setUp() {
        Locale.setDefault(Locale.JAPAN)
    }

    @Test
    fun formatsYen() {
        assertEquals("￥1,200", PriceFormatter.format(1200))
    }

    @Test
    fun formatsWithTax() {
        assertEquals("￥1,320（税込）", PriceFormatter.formatWithTax(1200))
    }

    @Test
    fun formatsPoints() {
        assertEquals("12,345pt", PriceFormatter.formatPoints(12345))
    }

    @Test
    fun parsesDigits() {
        assertEquals(1200L, PriceFormatter.parse("￥1,200"))
    }
}
