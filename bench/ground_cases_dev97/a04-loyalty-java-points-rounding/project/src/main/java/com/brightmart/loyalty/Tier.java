package com.brightmart.loyalty;

import java.math.BigDecimal;

/**
 * Membership tiers. A member's tier is decided by spend over the last
 * twelve months (see {@link LoyaltyService#tierFor}).
 */
public enum Tier {
    BASIC("1", 0),
    SILVER("2", 500_00),
    GOLD("1.5", 2_000_00);

    private final BigDecimal multiplier;
    private final long minSpendCents;

    Tier(String multiplier, long minSpendCents) {
        this.multiplier = new BigDecimal(multiplier);
        this.minSpendCents = minSpendCents;
    }

    public BigDecimal multiplier() {
        return multiplier;
    }

    public long minSpendCents() {
        return minSpendCents;
    }

    /** Highest tier whose threshold the spend reaches. */
    public static Tier forSpend(long spendCents) {
        Tier best = BASIC;
        for (Tier t : values()) {
            if (spendCents >= t.minSpendCents && t.minSpendCents >= best.minSpendCents) {
                best = t;
            }
        }
        return best;
    }
}
