package com.acme.billing.invoice;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class InvoiceService {
    private static final Logger log = LoggerFactory.getLogger(InvoiceService.class);

    private final InvoiceRepository repository;
    private final Clock clock;
    private final Counter overdueCounter;

    public InvoiceService(InvoiceRepository repository, Clock clock, MeterRegistry meterRegistry) {
        this.repository = repository;
        this.clock = clock;
        this.overdueCounter = Counter.builder("billing.invoices.overdue")
            .description("Invoices marked overdue by the nightly job")
            .register(meterRegistry);
    }

    @Transactional(readOnly = true)
    public List<Invoice> listForCustomer(Long customerId) {
        return repository.findWithLinesByCustomerId(customerId);
    }

    @Scheduled(cron = "0 15 2 * * *")
    @Transactional
    public int markOverdue() {
        LocalDate today = LocalDate.now(clock);
        int count = 0;
        for (Invoice inv : repository.findByStatus(InvoiceStatus.OPEN)) {
            if (inv.getDueDate().isBefore(today)) {
                inv.setStatus(InvoiceStatus.OVERDUE);
                count++;
            }
        }
        overdueCounter.increment(count);
        log.info("marked {} invoices overdue", count);
        return count;
    }
}
