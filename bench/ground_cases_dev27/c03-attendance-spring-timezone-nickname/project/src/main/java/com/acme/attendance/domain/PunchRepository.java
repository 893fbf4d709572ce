package com.acme.attendance.domain;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface PunchRepository extends JpaRepository<Punch, Long> {

    List<Punch> findByEmployeeIdAndPunchedAtBetweenOrderByPunchedAt(String employeeId, Instant from, Instant to);
}
