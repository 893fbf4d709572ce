package com.acme.points;

import org.springframework.stereotype.Component;

/**
 * Member tier by lifetime points. Thresholds from the 2024 loyalty spec:
 * SILVER from 1000, GOLD from 5000, PLATINUM from 20000.
 */
@Component
public class TierPolicy {

    public enum Tier { NORMAL, SILVER, GOLD, PLATINUM }

    static final long SILVER = 1_000;
    static final long GOLD = 5_000;
    static final long PLATINUM = 20_000;

    public Tier tierFor(long lifetimePoints) {
        if (lifetimePoints >= PLATINUM) {
            return Tier.PLATINUM;
        }
        if (lifetimePoints > GOLD) {
            return Tier.GOLD;
        }
        if (lifetimePoints >= SILVER) {
            return Tier.SILVER;
        }
        return Tier.NORMAL;
    }

    public double multiplier(Tier tier) {
        return switch (tier) {
            case PLATINUM -> 2.0;
            case GOLD -> 1.5;
            case SILVER -> 1.2;
            case NORMAL -> 1.0;
        };
    }
}
