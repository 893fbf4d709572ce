package com.acme.loyalty.tier

import io.mockk.mockk
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.time.Clock

class TierCalculatorTest {
    private val calc = TierCalculator(mockk(), mockk(), Clock.systemUTC())

    @Test
    fun `below silver is basic`() {
        assertEquals(Tier.BASIC, calc.tierFor(999))
    }

    @Test
    fun `silver starts at the threshold`() {
        assertEquals(Tier.SILVER, calc.tierFor(1000))
    }

    @Test
    fun `gold starts at the threshold`() {
        assertEquals(Tier.GOLD, calc.tierFor(5000))
        assertEquals(Tier.SILVER, calc.tierFor(4999))
    }

    @Test
    fun `well above gold is gold`() {
        assertEquals(Tier.GOLD, calc.tierFor(6000))
    }
}
