package com.acme.reports.domain;

import java.time.LocalDate;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface OrderRepository extends JpaRepository<Order, Long> {
    List<Order> findByOrderedOnBetweenOrderByOrderedOnAsc(LocalDate from, LocalDate to);
}
