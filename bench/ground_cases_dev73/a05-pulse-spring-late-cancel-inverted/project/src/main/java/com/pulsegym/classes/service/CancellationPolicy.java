package com.pulsegym.classes.service;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import org.springframework.stereotype.Component;

import com.pulsegym.classes.domain.ClassSession;

/**
 * Members who cancel too close to the start get a strike (three strikes = one week without
 * online booking, handled by the membership service).
 */
@Component
public class CancellationPolicy {

    static final Duration LATE_WINDOW = Duration.ofHours(2);

    private final Clock clock;

    public CancellationPolicy(Clock clock) {
        this.clock = clock;
    }

    public boolean isLate(ClassSession session) {
        Instant now = Instant.now(clock);
        return now.plus(LATE_WINDOW).isBefore(session.getStartsAt());
    }

    public boolean canCancel(ClassSession session) {
        return Instant.now(clock).isBefore(session.getStartsAt());
    }
}
