package jp.co.sankyo.billing.domain;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface InvoiceRepository extends JpaRepository<Invoice, String> {

    @Query("select i from Invoice i where i.issuedAt >= :from and i.issuedAt < :to "
            + "and i.status <> 'CANCELLED' order by i.invoiceNo")
    List<Invoice> findIssuedBetween(@Param("from") Instant from, @Param("to") Instant to);

    @Query("select count(i) from Invoice i where i.customerId = :customerId and i.status = 'OPEN'")
    long countOpenByCustomer(@Param("customerId") Long customerId);
}
