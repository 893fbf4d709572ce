package com.example.loyalty.points

import java.math.BigDecimal

/** Membership tiers and the rate applied to base points. */
enum class Tier(val rate: BigDecimal, val threshold: Long) {
    BRONZE(BigDecimal.ONE, 0),
    SILVER(BigDecimal("1.2"), 50_000),
    GOLD(BigDecimal("1.5"), 200_000),
    PLATINUM(BigDecimal("2.0"), 1_000_000);

    companion object {
        /** Tier for a member's spend over the last 12 months. */
        fun forAnnualSpend(yen: Long): Tier = entries.last { yen >= it.threshold }
    }
}
