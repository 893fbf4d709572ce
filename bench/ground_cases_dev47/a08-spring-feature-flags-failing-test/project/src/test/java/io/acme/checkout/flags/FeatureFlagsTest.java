package io.acme.checkout.flags;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

class FeatureFlagsTest {

    private static FeatureFlags flags(int percent, boolean enabled, Set<String> allowlist) {
        Flag flag = new Flag();
        flag.setEnabled(enabled);
        flag.setRolloutPercent(percent);
        flag.setAllowlist(allowlist);
        FeatureFlags ff = new FeatureFlags();
        ff.setFlags(Map.of("test-flag", flag));
        return ff;
    }

    @Test
    void unknownFlagIsOff() {
        assertFalse(flags(100, true, Set.of()).isEnabled("nope", "user-1"));
    }

    @Test
    void disabledFlagIsOffEvenOnAllowlist() {
        assertFalse(flags(100, false, Set.of("user-1")).isEnabled("test-flag", "user-1"));
    }

    @Test
    void zeroPercentMeansNobody() {
        FeatureFlags ff = flags(0, true, Set.of());
        for (int i = 0; i < 1000; i++) {
            String user = "user-" + i;
            assertFalse(ff.isEnabled("test-flag", user), user + " enabled at 0%");
        }
    }

    @Test
    void hundredPercentMeansEveryone() {
        FeatureFlags ff = flags(100, true, Set.of());
        for (int i = 0; i < 1000; i++) {
            assertTrue(ff.isEnabled("test-flag", "user-" + i));
        }
    }

    @Test
    void allowlistWinsAtZeroPercent() {
        assertTrue(flags(0, true, Set.of("maria")).isEnabled("test-flag", "maria"));
    }

    @Test
    void bucketIsStable() {
        assertEquals(FeatureFlags.bucket("test-flag", "user-7"), FeatureFlags.bucket("test-flag", "user-7"));
    }
}
