package at.alpenhof.stocksync

import kotlin.test.Test
import kotlin.test.assertEquals

class StockSyncTest {
    @Test
    fun availableNeverNegative() {
        val row = ErpStock("A-1", "WIEN", onHand = 2, reserved = 5, changedAt = java.time.OffsetDateTime.now())
        assertEquals(0, maxOf(0, row.onHand - row.reserved))
    }
}
