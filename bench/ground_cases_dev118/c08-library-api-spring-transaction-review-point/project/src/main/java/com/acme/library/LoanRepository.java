package com.acme.library;

import java.time.LocalDate;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface LoanRepository extends JpaRepository<Loan, Long> {

    @Query(value = "select l from Loan l join fetch l.member join fetch l.book"
            + " where l.returnedAt is null and l.dueDate < :today order by l.dueDate",
           countQuery = "select count(l) from Loan l where l.returnedAt is null and l.dueDate < :today")
    Page<Loan> findOverdue(LocalDate today, Pageable pageable);
}

interface BookRepository extends JpaRepository<Book, Long> {
}
