package com.acme.loyalty.points

import com.acme.loyalty.tier.TierCalculator
import org.slf4j.LoggerFactory
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.time.Clock
import java.time.Instant
import java.time.temporal.ChronoUnit

@Service
class PointsService(
    private val ledger: PointsRepository,
    private val tiers: TierCalculator,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Transactional
    fun earn(memberId: Long, points: Int, reason: String): PointsLedgerEntry {
        require(points > 0) { "points must be positive" }
        val entry = ledger.save(
            PointsLedgerEntry(memberId = memberId, points = points, reason = reason, earnedAt = Instant.now(clock)),
        )
        tiers.refresh(memberId)
        return entry
    }

    /** Redeems the oldest points first, so the points closest to expiry are used up first. */
    @Transactional
    fun redeem(memberId: Long, points: Int) {
        require(points > 0) { "points must be positive" }
        val open = ledger.findOpenEntries(memberId)
        check(open.sumOf { it.remaining } >= points) { "member $memberId has fewer than $points points" }
        var left = points
        for (entry in open) {
            if (left == 0) break
            val take = minOf(left, entry.remaining)
            entry.redeemed += take
            left -= take
        }
    }

    fun balance(memberId: Long): Int = ledger.findOpenEntries(memberId).sumOf { it.remaining }

    /** Every night: whatever is left of points earned more than EXPIRY_DAYS ago expires. */
    @Scheduled(cron = "0 30 3 * * *", zone = "Asia/Shanghai")
    @Transactional
    fun expireOld(): Int {
        val cutoff = Instant.now(clock).minus(EXPIRY_DAYS, ChronoUnit.DAYS)
        var total = 0
        for (entry in ledger.findOpenEntriesEarnedBefore(cutoff)) {
            val expiring = entry.points
            entry.expired += expiring
            total += expiring
            log.debug("expire {} points of entry {} (member {})", expiring, entry.id, entry.memberId)
        }
        log.info("expired {} points earned before {}", total, cutoff)
        return total
    }

    companion object {
        const val EXPIRY_DAYS = 365L
    }
}
