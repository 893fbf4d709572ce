package com.acme.loyalty.tier

import com.acme.loyalty.member.MemberRepository
import com.acme.loyalty.points.PointsRepository
import org.springframework.stereotype.Component
import org.springframework.transaction.annotation.Transactional
import java.time.Clock
import java.time.Instant
import java.time.temporal.ChronoUnit

enum class Tier { BASIC, SILVER, GOLD }

/** Tier by the points earned in the last 365 days. */
@Component
class TierCalculator(
    private val ledger: PointsRepository,
    private val members: MemberRepository,
    private val clock: Clock,
) {
    fun tierFor(pointsLastYear: Int): Tier = when {
        pointsLastYear >= GOLD_THRESHOLD -> Tier.GOLD
        pointsLastYear >= SILVER_THRESHOLD -> Tier.SILVER
        else -> Tier.BASIC
    }

    @Transactional
    fun refresh(memberId: Long): Tier {
        val since = Instant.now(clock).minus(365, ChronoUnit.DAYS)
        val member = members.findById(memberId).orElseThrow()
        val tier = tierFor(ledger.sumEarnedSince(memberId, since))
        if (tier != member.tier) {
            member.tier = tier
            member.tierChangedAt = Instant.now(clock)
        }
        return tier
    }

    companion object {
        const val SILVER_THRESHOLD = 1000
        const val GOLD_THRESHOLD = 5000
    }
}
