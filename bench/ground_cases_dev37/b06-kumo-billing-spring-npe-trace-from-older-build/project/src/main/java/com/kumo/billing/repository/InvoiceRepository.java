package com.kumo.billing.repository;

import com.kumo.billing.domain.Invoice;
import java.time.LocalDate;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface InvoiceRepository extends JpaRepository<Invoice, Long> {

    @Query("select i from Invoice i where i.issuedOn between :from and :to or i.issuedOn is null order by i.number")
    List<Invoice> findForExport(LocalDate from, LocalDate to);
}
