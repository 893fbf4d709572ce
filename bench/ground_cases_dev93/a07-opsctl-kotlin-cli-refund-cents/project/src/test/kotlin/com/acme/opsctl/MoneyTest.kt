package com.acme.opsctl

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class MoneyTest {
    @Test
    fun `parses amounts with cents`() {
        assertEquals(1250L, parseAmount("12.50"))
        assertEquals(1205L, parseAmount("12.05"))
    }

    @Test
    fun `parses whole amounts`() {
        assertEquals(300L, parseAmount("3"))
    }

    @Test
    fun `rejects garbage`() {
        assertFailsWith<IllegalArgumentException> { parseAmount("12,50") }
        assertFailsWith<IllegalArgumentException> { parseAmount("1.234") }
    }

    @Test
    fun `formats cents`() {
        assertEquals("12.50", formatCents(1250))
        assertEquals("-0.05", formatCents(-5))
    }
}
