package com.xianguo.freshcart.util

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class PriceFormatterTest {

    @Test
    fun formatsWholeYuan() {
        assertEquals("¥12.00", PriceFormatter.format(1200))
    }

    @Test
    fun formatsNegativeRefund() {
        assertEquals("-¥3.00", PriceFormatter.format(-300))
    }

    @Test
    fun discountIsAlwaysNegative() {
        assertEquals("-¥5.00", PriceFormatter.formatDiscount(500))
    }

    @Test
    fun parsesWithSymbol() {
        assertEquals(1250L, PriceFormatter.parse("¥12.50"))
    }

    @Test
    fun parseRejectsGarbage() {
        assertNull(PriceFormatter.parse("abc"))
    }
}
