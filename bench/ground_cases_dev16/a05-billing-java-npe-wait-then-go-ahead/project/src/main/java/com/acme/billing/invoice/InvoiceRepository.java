package com.acme.billing.invoice;

import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;

public interface InvoiceRepository extends JpaRepository<Invoice, Long> {

    List<Invoice> findByCustomerIdAndStatusIn(long customerId, List<InvoiceStatus> statuses);
}
