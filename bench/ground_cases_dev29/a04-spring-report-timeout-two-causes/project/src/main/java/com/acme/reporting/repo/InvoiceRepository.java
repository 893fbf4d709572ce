package com.acme.reporting.repo;

import com.acme.reporting.domain.Invoice;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;

public interface InvoiceRepository extends JpaRepository<Invoice, UUID> {

    List<Invoice> findByTenantIdAndIssuedOnBetween(UUID tenantId, LocalDate from, LocalDate to);
}
