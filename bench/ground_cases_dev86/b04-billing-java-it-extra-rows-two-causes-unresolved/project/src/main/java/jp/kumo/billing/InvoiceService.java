package jp.kumo.billing;

import org.springframework.stereotype.Service;

@Service
public class InvoiceService {
    private final InvoiceRepository repo;

    public InvoiceService(InvoiceRepository repo) {
        this.repo = repo;
    }

    public long openCount() {
        return repo.countOpen();
    }

    public Invoice issue(Long customerId, long amount) {
        return repo.save(new Invoice(customerId, "OPEN", amount));
    }
}
