package com.example.tipsplit

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class MoneyTest {
    @Test
    fun parsesDotAndComma() {
        assertEquals(12.5, Money.parseAmount("12.50")!!, 0.0)
        assertEquals(12.5, Money.parseAmount("12,50")!!, 0.0)
        assertEquals(7.0, Money.parseAmount(" 7 ")!!, 0.0)
    }

    @Test
    fun blankIsZero() {
        assertEquals(0.0, Money.parseAmount("  ")!!, 0.0)
    }

    @Test
    fun garbageAndNegativeAreNull() {
        assertNull(Money.parseAmount("12,5,0"))
        assertNull(Money.parseAmount("abc"))
        assertNull(Money.parseAmount("-3"))
    }
}
