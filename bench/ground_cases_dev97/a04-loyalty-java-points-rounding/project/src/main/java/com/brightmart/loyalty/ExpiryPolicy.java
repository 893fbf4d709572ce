package com.brightmart.loyalty;

import java.time.Clock;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;
import java.util.List;
import org.springframework.stereotype.Component;

/** Points expire at the end of the month, twelve months after they were earned. */
@Component
public class ExpiryPolicy {

    private final Clock clock;

    public ExpiryPolicy(Clock clock) {
        this.clock = clock;
    }

    public LocalDate expiresOn(LocalDate earnedOn) {
        return earnedOn.plusMonths(12).with(TemporalAdjusters.lastDayOfMonth());
    }

    public boolean isExpired(LocalDate earnedOn) {
        return LocalDate.now(clock).isAfter(expiresOn(earnedOn));
    }

    public int livePoints(List<LoyaltyService.Grant> grants) {
        int total = 0;
        for (LoyaltyService.Grant g : grants) {
            if (!isExpired(g.earnedOn())) {
                total += g.points();
            }
        }
        return total;
    }

    /** Days left before the oldest live grant expires, or -1 when nothing is live. */
    public long daysUntilNextExpiry(List<LoyaltyService.Grant> grants) {
        return grants.stream()
                .filter(g -> !isExpired(g.earnedOn()))
                .map(g -> expiresOn(g.earnedOn()))
                .min(LocalDate::compareTo)
                .map(d -> java.time.temporal.ChronoUnit.DAYS.between(LocalDate.now(clock), d))
                .orElse(-1L);
    }
}
