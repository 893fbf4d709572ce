package com.pulsegym.classes.repo;

import java.time.Instant;
import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;

import com.pulsegym.classes.domain.ClassSession;

public interface ClassSessionRepository extends JpaRepository<ClassSession, Long> {

    List<ClassSession> findByStartsAtBetweenOrderByStartsAt(Instant from, Instant to);
}
