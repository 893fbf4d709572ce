package com.lanting.payouts.domain;

import java.time.LocalDate;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface PayoutRepository extends JpaRepository<Payout, Long> {
    List<Payout> findByPayDateBetweenOrderByIdAsc(LocalDate from, LocalDate to);
}
