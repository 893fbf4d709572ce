package io.planwise.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.Set;

import org.junit.jupiter.api.Test;

class TrialServiceTest {

    private final TrialService trials = new TrialService("business", 14);

    private Workspace trialUntil(String end) {
        return new Workspace("ws1", "Acme", Plan.FREE, Instant.parse(end), Set.of());
    }

    @Test
    void trialPlanAppliesDuringTrial() {
        Instant now = Instant.parse("2025-11-10T00:00:00Z");
        assertEquals(Plan.BUSINESS, trials.effectivePlan(trialUntil("2025-11-20T23:59:59Z"), now));
    }

    @Test
    void daysLeftCountsWholeDays() {
        Instant now = Instant.parse("2025-11-10T12:00:00Z");
        assertEquals(10, trials.daysLeft(trialUntil("2025-11-20T12:00:00Z"), now));
    }

    @Test
    void daysLeftOnLastDayIsOne() {
        Instant now = Instant.parse("2025-11-20T09:00:00Z");
        assertEquals(1, trials.daysLeft(trialUntil("2025-11-20T23:59:59Z"), now));
    }

    @Test
    void noDaysLeftAfterTrial() {
        Instant now = Instant.parse("2025-11-21T00:00:01Z");
        assertEquals(0, trials.daysLeft(trialUntil("2025-11-20T23:59:59Z"), now));
    }
}
