package io.planwise.billing;

import java.time.Clock;
import java.util.EnumSet;
import java.util.Set;

import org.springframework.stereotype.Component;

@Component
public class FeatureGate {

    private final TrialService trials;
    private final Clock clock;

    public FeatureGate(TrialService trials, Clock clock) {
        this.trials = trials;
        this.clock = clock;
    }

    public boolean isEnabled(Workspace ws, Feature feature) {
        if (ws.overrides() != null && ws.overrides().contains(feature)) {
            return true;
        }
        Plan plan = trials.effectivePlan(ws, clock.instant());
        return plan.atLeast(feature.minimum());
    }

    public Set<Feature> enabled(Workspace ws) {
        Set<Feature> on = EnumSet.noneOf(Feature.class);
        for (Feature f : Feature.values()) {
            if (isEnabled(ws, f)) {
                on.add(f);
            }
        }
        return on;
    }
}
