package io.planwise.billing;

import java.time.Duration;
import java.time.Instant;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class TrialService {

    private final Plan trialPlan;
    private final int lengthDays;

    public TrialService(@Value("${planwise.trial.plan}") String trialPlan,
                        @Value("${planwise.trial.length-days}") int lengthDays) {
        this.trialPlan = Plan.valueOf(trialPlan.toUpperCase());
        this.lengthDays = lengthDays;
    }

    /** The plan whose features a workspace gets right now (trial plan during the trial). */
    public Plan effectivePlan(Workspace ws, Instant now) {
        if (ws.inTrial(now) && trialPlan.tier() > ws.plan().tier()) {
            return trialPlan;
        }
        return ws.plan();
    }

    /** Days shown in the "N days left in your trial" banner; the last day shows 1. */
    public long daysLeft(Workspace ws, Instant now) {
        if (!ws.inTrial(now)) {
            return 0;
        }
        long days = Duration.between(now, ws.trialEndsAt()).toDays();
        return Math.max(days, 0);
    }

    public Instant trialEnd(Instant signedUpAt) {
        return signedUpAt.plus(Duration.ofDays(lengthDays));
    }
}
