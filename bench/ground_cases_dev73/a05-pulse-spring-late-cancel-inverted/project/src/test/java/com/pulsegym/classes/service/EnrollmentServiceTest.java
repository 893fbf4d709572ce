package com.pulsegym.classes.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import com.pulsegym.classes.domain.ClassSession;
import com.pulsegym.classes.domain.Enrollment;
import com.pulsegym.classes.domain.Enrollment.Status;
import com.pulsegym.classes.repo.EnrollmentRepository;

class EnrollmentServiceTest {

    private static final Instant NOW = Instant.parse("2025-09-15T07:00:00Z");
    private final EnrollmentRepository repo = mock(EnrollmentRepository.class);
    private final CancellationPolicy policy = mock(CancellationPolicy.class);
    private final EnrollmentService service =
            new EnrollmentService(repo, policy, Clock.fixed(NOW, ZoneOffset.UTC));
    private final ClassSession spin = new ClassSession("Spin 45", "Ines", NOW.plusSeconds(86400), 45, 2);

    @Test
    void fullClassGoesToWaitlist() {
        when(repo.findBySessionIdAndMemberIdAndStatusNot(any(), any(), any())).thenReturn(Optional.empty());
        when(repo.countBySessionIdAndStatus(any(), any())).thenReturn(2L);
        when(repo.save(any())).thenAnswer(inv -> inv.getArgument(0));
        assertThat(service.enroll(spin, 7L).getStatus()).isEqualTo(Status.WAITLISTED);
    }

    @Test
    void cancellingPromotesFirstWaitlisted() {
        Enrollment booked = new Enrollment(spin, 1L, Status.BOOKED, NOW.minusSeconds(9000));
        Enrollment early = new Enrollment(spin, 2L, Status.WAITLISTED, NOW.minusSeconds(5000));
        Enrollment late = new Enrollment(spin, 3L, Status.WAITLISTED, NOW.minusSeconds(100));
        when(policy.canCancel(any())).thenReturn(true);
        when(repo.findBySessionIdAndStatusOrderByCreatedAtAsc(any(), any())).thenReturn(List.of(early, late));
        service.cancel(booked);
        assertThat(early.getStatus()).isEqualTo(Status.BOOKED);
        assertThat(late.getStatus()).isEqualTo(Status.WAITLISTED);
    }
}
