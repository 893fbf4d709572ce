package com.meiapps.grocery.util

import com.meiapps.grocery.data.QuantityUnit
import org.junit.Assert.assertEquals
import org.junit.Test

class QuantityParserTest {
    @Test
    fun parsesWholeNumbers() {
        assertEquals(3.0, QuantityParser.parse("3"), 0.0)
    }

    @Test
    fun parsesDecimalPoint() {
        assertEquals(1.5, QuantityParser.parse("1.5"), 0.0)
    }

    @Test
    fun parsesDecimalComma() {
        assertEquals(1.5, QuantityParser.parse("1,5"), 0.0)
    }

    @Test
    fun ignoresUnitsTypedAfterTheNumber() {
        assertEquals(2.0, QuantityParser.parse("2 kg"), 0.0)
    }

    @Test
    fun capsAtMaximum() {
        assertEquals(999.0, QuantityParser.parse("5000"), 0.0)
    }

    @Test
    fun stepsWeightsByOneTenth() {
        assertEquals(1.1, QuantityParser.step(1.0, up = true, unit = QuantityUnit.KILOGRAM), 1e-9)
    }
}
