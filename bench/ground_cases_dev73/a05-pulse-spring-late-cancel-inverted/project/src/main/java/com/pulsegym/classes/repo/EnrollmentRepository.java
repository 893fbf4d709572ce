package com.pulsegym.classes.repo;

import java.util.List;
import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;

import com.pulsegym.classes.domain.Enrollment;
import com.pulsegym.classes.domain.Enrollment.Status;

public interface EnrollmentRepository extends JpaRepository<Enrollment, Long> {

    long countBySessionIdAndStatus(Long sessionId, Status status);

    Optional<Enrollment> findBySessionIdAndMemberIdAndStatusNot(Long sessionId, Long memberId, Status status);

    List<Enrollment> findBySessionIdAndStatusOrderByCreatedAtAsc(Long sessionId, Status status);
}
