package com.acme.billing.invoice;

import java.time.LocalDate;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface InvoiceRepository extends JpaRepository<Invoice, Long> {

    List<Invoice> findByCustomerIdAndStatusNotOrderByDueDateDesc(Long customerId, InvoiceStatus status);

    @Query("select distinct i from Invoice i left join fetch i.lines where i.customerId = :customerId order by i.dueDate desc")
    List<Invoice> findWithLinesByCustomerId(@Param("customerId") Long customerId);

    List<Invoice> findByStatusAndDueDateBefore(InvoiceStatus status, LocalDate date);

    List<Invoice> findByStatus(InvoiceStatus status);
}
