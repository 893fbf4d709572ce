package com.acme.points;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TierPolicyTest {

    private final TierPolicy policy = new TierPolicy();

    @Test
    void normalBelowSilver() {
        assertEquals(TierPolicy.Tier.NORMAL, policy.tierFor(999));
    }

    @Test
    void silverAtThreshold() {
        assertEquals(TierPolicy.Tier.SILVER, policy.tierFor(1000));
    }

    @Test
    void goldAboveThreshold() {
        assertEquals(TierPolicy.Tier.GOLD, policy.tierFor(6000));
    }

    @Test
    void platinum() {
        assertEquals(TierPolicy.Tier.PLATINUM, policy.tierFor(20000));
    }

    @Test
    void multipliers() {
        assertEquals(1.5, policy.multiplier(TierPolicy.Tier.GOLD));
    }
}
