package com.acme.storefront.flags;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FeatureFlagServiceTest {

    private static FeatureFlagService serviceWith(FlagRule... rules) {
        Map<String, FlagRule> byKey = new java.util.HashMap<>();
        for (FlagRule r : rules) {
            byKey.put(r.key(), r);
        }
        return new FeatureFlagService(key -> Optional.ofNullable(byKey.get(key)));
    }

    @Test
    void unknownFlagIsOff() {
        assertFalse(serviceWith().isEnabled("nope", "u1", Set.of()));
    }

    @Test
    void disabledFlagIsOffEvenForAllowedUsers() {
        var svc = serviceWith(new FlagRule("f", false, Set.of("u1"), Set.of()));
        assertFalse(svc.isEnabled("f", "u1", Set.of()));
    }

    @Test
    void groupRestrictionApplies() {
        var svc = serviceWith(new FlagRule("f", true, Set.of(), Set.of("beta")));
        assertTrue(svc.isEnabled("f", "u1", Set.of("beta")));
        assertFalse(svc.isEnabled("f", "u2", Set.of("staff")));
    }

    @Test
    void rolloutIsStickyPerUser() {
        var svc = serviceWith(new FlagRule("f", true, Set.of(), Set.of(), 30));
        for (int i = 0; i < 200; i++) {
            String user = "user-" + i;
            assertTrue(svc.isEnabled("f", user, Set.of()) == svc.isEnabled("f", user, Set.of()));
        }
    }

    @Test
    void rolloutRoughlyMatchesPercent() {
        var svc = serviceWith(new FlagRule("f", true, Set.of(), Set.of(), 25));
        long on = java.util.stream.IntStream.range(0, 10_000)
                .filter(i -> svc.isEnabled("f", "user-" + i, Set.of())).count();
        assertTrue(on > 2_200 && on < 2_800, "got " + on);
    }

    @Test
    void zeroPercentRolloutIsOffForEveryone() {
        var svc = serviceWith(new FlagRule("f", true, Set.of(), Set.of(), 0));
        for (int i = 0; i < 1_000; i++) {
            assertFalse(svc.isEnabled("f", "user-" + i, Set.of()));
        }
    }

    @Test
    void allowedUserBeatsRollout() {
        var svc = serviceWith(new FlagRule("f", true, Set.of("vip"), Set.of(), 0));
        assertTrue(svc.isEnabled("f", "vip", Set.of()));
    }
}
