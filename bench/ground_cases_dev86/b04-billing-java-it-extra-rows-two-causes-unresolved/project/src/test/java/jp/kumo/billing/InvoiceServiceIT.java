package jp.kumo.billing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.transaction.annotation.Transactional;

@SpringBootTest
@ActiveProfiles("test")
@Transactional
class InvoiceServiceIT {
    @Autowired InvoiceService service;
    @Autowired InvoiceRepository repo;

    @Test
    void countsOnlyOpenInvoices() {
        repo.save(new Invoice(1L, "OPEN", 1000));
        repo.save(new Invoice(1L, "OPEN", 2000));
        repo.save(new Invoice(1L, "PAID", 3000));
        assertThat(service.openCount()).isEqualTo(2);
    }
}
