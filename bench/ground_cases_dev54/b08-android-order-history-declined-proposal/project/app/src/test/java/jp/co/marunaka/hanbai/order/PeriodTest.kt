package jp.co.marunaka.hanbai.order

import java.util.Date
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class PeriodTest {

    private val now = Date(1_718_000_000_000L)

    @Test
    fun weekIsSevenDaysBack() {
        assertEquals(now.time - 7L * 24 * 60 * 60 * 1000, Period.WEEK.since(now)!!.time)
    }

    @Test
    fun allHasNoLowerBound() {
        assertNull(Period.ALL.since(now))
    }

    @Test
    fun yenFormatting() {
        assertEquals("¥1,234,567", 1_234_567L.toYen())
    }

    @Test
    fun onlyReceivedIsEditable() {
        val o = Order("A1", "x", now, 1, Order.Status.SHIPPED)
        assertEquals(false, o.isEditable())
    }
}
