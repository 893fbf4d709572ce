package com.xiaoman.shop.util

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class PriceFormatterTest {

    @Test
    fun formatAlwaysHasTwoDecimals() {
        assertEquals("¥12.50", PriceFormatter.format(1250))
        assertEquals("¥1.00", PriceFormatter.format(100))
        assertEquals("¥0.05", PriceFormatter.format(5))
    }

    @Test
    fun formatRange() {
        assertEquals("¥9.90 - ¥19.90", PriceFormatter.formatRange(990, 1990))
        assertEquals("¥9.90", PriceFormatter.formatRange(990, 990))
    }

    @Test
    fun parse() {
        assertEquals(1250L, PriceFormatter.parse("12.5"))
        assertEquals(1250L, PriceFormatter.parse("¥12.50"))
        assertNull(PriceFormatter.parse("12.5.1"))
        assertNull(PriceFormatter.parse("abc"))
    }

    @Test
    fun discountLabel() {
        assertEquals("8.5折", PriceFormatter.discountLabel(850, 1000))
        assertEquals("5折", PriceFormatter.discountLabel(500, 1000))
        assertNull(PriceFormatter.discountLabel(1000, 1000))
    }
}
