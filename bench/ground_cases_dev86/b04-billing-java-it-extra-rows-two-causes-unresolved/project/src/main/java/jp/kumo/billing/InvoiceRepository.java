package jp.kumo.billing;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface InvoiceRepository extends JpaRepository<Invoice, Long> {

    @Query("select count(i) from Invoice i where i.status <> 'PAID'")
    long countOpen();
}
