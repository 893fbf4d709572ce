package com.pulsegym.classes.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;

import com.pulsegym.classes.domain.ClassSession;

class CancellationPolicyTest {

    private static final Instant NOW = Instant.parse("2025-09-15T07:00:00Z");
    private final CancellationPolicy policy = new CancellationPolicy(Clock.fixed(NOW, ZoneOffset.UTC));

    private ClassSession startingIn(long minutes) {
        return new ClassSession("Spin 45", "Ines", NOW.plusSeconds(minutes * 60), 45, 20);
    }

    @Test
    void cancelOneHourBeforeCountsAsLate() {
        assertThat(policy.isLate(startingIn(60))).isTrue();
    }

    @Test
    void cancelADayBeforeIsNotLate() {
        assertThat(policy.isLate(startingIn(24 * 60))).isFalse();
    }

    @Test
    void cannotCancelAfterStart() {
        assertThat(policy.canCancel(startingIn(-5))).isFalse();
    }
}
