package jp.tsubame.points

import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import java.time.OffsetDateTime
import kotlin.test.assertEquals

class FakeLedger : PointLedger {
    val entries = mutableListOf<LedgerEntry>()
    override fun record(customerId: Long, points: Long, reason: Reason, orderId: Long?) {
        entries += LedgerEntry(customerId, points, reason, orderId)
    }
    override fun balance(customerId: Long) = entries.filter { it.customerId == customerId }.sumOf { it.points }
    override fun earnedFor(orderId: Long) = entries.filter { it.orderId == orderId && it.reason == Reason.EARN }.sumOf { it.points }
    override fun usedFor(orderId: Long) = -entries.filter { it.orderId == orderId && it.reason == Reason.USE }.sumOf { it.points }
}

class FixedCampaigns(private val multiplier: Long) : CampaignRepository {
    override fun activeMultiplier(customerId: Long, at: OffsetDateTime) = multiplier
}

class PointServiceTest {
    private val now = OffsetDateTime.parse("2025-11-03T12:00:00+09:00")
    private fun order(id: Long, paid: Long) = Order(id, customerId = 7, paidAmount = paid, orderedAt = now)
    private fun service(ledger: FakeLedger, multiplier: Long = 1) = PointService(ledger, FixedCampaigns(multiplier), PointProperties())

    @Test
    fun earn_floorsFractionalPoint() {
        val ledger = FakeLedger()
        assertEquals(19, service(ledger).earn(order(1, 1_999)))
    }

    @Test
    fun earn_appliesCampaignMultiplier() {
        val ledger = FakeLedger()
        assertEquals(60, service(ledger, multiplier = 3).earn(order(2, 2_000)))
    }

    @Test
    fun use_rejectsMoreThanBalance() {
        val ledger = FakeLedger()
        service(ledger).earn(order(3, 5_000))
        assertThrows<IllegalArgumentException> { service(ledger).use(7, 51, 4) }
    }

    @Test
    fun refund_returnsUsedPoints() {
        val ledger = FakeLedger()
        val svc = service(ledger)
        svc.earn(order(5, 10_000))
        svc.use(7, 40, 6)
        val r = svc.refund(order(6, 3_000))
        assertEquals(40, r.returned)
    }

    @Test
    fun refund_revokesEarnedPointsIncludingBonus() {
        val ledger = FakeLedger()
        val svc = service(ledger, multiplier = 2)
        svc.earn(order(8, 4_000))
        val r = svc.refund(order(8, 4_000))
        assertEquals(80, r.revoked)
        assertEquals(0, svc.balance(7))
    }
}
