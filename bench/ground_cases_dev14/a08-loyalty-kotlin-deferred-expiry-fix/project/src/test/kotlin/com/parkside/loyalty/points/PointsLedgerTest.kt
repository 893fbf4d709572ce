package com.parkside.loyalty.points

import java.time.Clock
import java.time.Instant
import java.time.ZoneOffset
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class PointsLedgerTest {

    private val clock = Clock.fixed(Instant.parse("2025-11-13T09:00:00Z"), ZoneOffset.UTC)

    @Test
    fun `earned points count towards the balance`() {
        val ledger = PointsLedger(clock)
        ledger.credit("m1", 120, "order-1")
        ledger.credit("m1", 30, "order-2")
        assertEquals(150, ledger.balance("m1"))
    }

    @Test
    fun `redeeming lowers the balance`() {
        val ledger = PointsLedger(clock)
        ledger.credit("m1", 100, "order-1")
        ledger.redeem("m1", 40, "voucher-7")
        assertEquals(60, ledger.balance("m1"))
    }

    @Test
    fun `cannot redeem more than the balance`() {
        val ledger = PointsLedger(clock)
        ledger.credit("m1", 10, "order-1")
        val e = assertFailsWith<InsufficientPointsException> { ledger.redeem("m1", 11, "voucher-8") }
        assertEquals(10, e.available)
    }

    @Test
    fun `history is newest first and limited`() {
        var now = Instant.parse("2025-11-13T09:00:00Z")
        val ticking = object : Clock() {
            override fun getZone() = ZoneOffset.UTC
            override fun withZone(zone: java.time.ZoneId?) = this
            override fun instant(): Instant = now.also { now = now.plusSeconds(60) }
        }
        val ledger = PointsLedger(ticking)
        repeat(5) { ledger.credit("m1", 10 + it, "order-$it") }
        val history = ledger.history("m1", limit = 3)
        assertEquals(listOf("order-4", "order-3", "order-2"), history.map { it.reference })
        assertFailsWith<IllegalArgumentException> { ledger.history("m1", limit = 500) }
    }

    @Test
    fun `unknown member has zero balance`() {
        assertEquals(0, PointsLedger(clock).balance("nobody"))
    }
}
