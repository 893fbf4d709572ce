package com.pulsegym.classes.service;

import java.time.Clock;
import java.time.Instant;
import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.pulsegym.classes.domain.ClassSession;
import com.pulsegym.classes.domain.Enrollment;
import com.pulsegym.classes.domain.Enrollment.Status;
import com.pulsegym.classes.repo.EnrollmentRepository;

@Service
public class EnrollmentService {

    private final EnrollmentRepository enrollments;
    private final CancellationPolicy policy;
    private final Clock clock;

    public EnrollmentService(EnrollmentRepository enrollments, CancellationPolicy policy, Clock clock) {
        this.enrollments = enrollments;
        this.policy = policy;
        this.clock = clock;
    }

    @Transactional
    public Enrollment enroll(ClassSession session, Long memberId) {
        enrollments.findBySessionIdAndMemberIdAndStatusNot(session.getId(), memberId, Status.CANCELLED)
                .ifPresent(e -> { throw new IllegalStateException("already enrolled"); });
        long booked = enrollments.countBySessionIdAndStatus(session.getId(), Status.BOOKED);
        Status status = booked < session.getCapacity() ? Status.BOOKED : Status.WAITLISTED;
        return enrollments.save(new Enrollment(session, memberId, status, Instant.now(clock)));
    }

    @Transactional
    public Enrollment cancel(Enrollment enrollment) {
        ClassSession session = enrollment.getSession();
        if (!policy.canCancel(session)) {
            throw new IllegalStateException("class already started");
        }
        boolean wasBooked = enrollment.getStatus() == Status.BOOKED;
        enrollment.setStatus(Status.CANCELLED);
        enrollment.setLateCancel(wasBooked && policy.isLate(session));
        enrollments.save(enrollment);
        if (wasBooked) {
            promoteNext(session);
        }
        return enrollment;
    }

    private void promoteNext(ClassSession session) {
        List<Enrollment> waiting =
                enrollments.findBySessionIdAndStatusOrderByCreatedAtAsc(session.getId(), Status.WAITLISTED);
        if (!waiting.isEmpty()) {
            Enrollment next = waiting.get(0);
            next.setStatus(Status.BOOKED);
            enrollments.save(next);
        }
    }
}
