package com.acme.ledger.customers;

import java.time.OffsetDateTime;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface CustomerRepository extends JpaRepository<Customer, Long> {

    @Query("select count(c) from Customer c where c.createdAt >= :from and c.createdAt < :to")
    long countCreatedBetween(@Param("from") OffsetDateTime from, @Param("to") OffsetDateTime to);

    @Query("select count(c) from Customer c where c.deletedAt is null")
    long countActive();
}
