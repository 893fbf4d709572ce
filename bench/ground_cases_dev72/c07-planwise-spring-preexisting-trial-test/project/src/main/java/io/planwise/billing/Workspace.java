package io.planwise.billing;

import java.time.Instant;
import java.util.Set;

public record Workspace(
        String id,
        String name,
        Plan plan,
        Instant trialEndsAt,
        Set<Feature> overrides) {

    public boolean inTrial(Instant now) {
        return trialEndsAt != null && now.isBefore(trialEndsAt);
    }
}
