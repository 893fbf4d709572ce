package com.acme.shop.util

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class PriceFormatterTest {

    @Test
    fun formatsCents() {
        assertEquals("¥12.90", PriceFormatter.format(1290))
        assertEquals("¥0.05", PriceFormatter.format(5))
    }

    @Test
    fun formatsRange() {
        assertEquals("¥9.90", PriceFormatter.formatRange(990, 990))
        assertEquals("¥9.90 - ¥19.90", PriceFormatter.formatRange(990, 1990))
    }

    @Test
    fun discountLabel() {
        assertEquals("8折", PriceFormatter.discountLabel(10000, 8000))
        assertNull(PriceFormatter.discountLabel(10000, 10000))
    }
}
