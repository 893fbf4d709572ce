package com.acme.billing.domain;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface InvoiceRepository extends JpaRepository<Invoice, Long> {

    @Query("select i from Invoice i where i.issuedAt >= :from and i.issuedAt < :to "
            + "and i.status <> com.acme.billing.domain.Invoice.Status.DRAFT order by i.number")
    List<Invoice> findIssuedBetween(@Param("from") Instant from, @Param("to") Instant to);

    List<Invoice> findByCustomerNumberOrderByIssuedAtDesc(String customerNumber);
}
