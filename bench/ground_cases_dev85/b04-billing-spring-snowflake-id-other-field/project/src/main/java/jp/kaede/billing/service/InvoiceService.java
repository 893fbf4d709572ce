package jp.kaede.billing.service;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import jp.kaede.billing.domain.Invoice;
import jp.kaede.billing.domain.InvoiceStatus;
import jp.kaede.billing.domain.LineItem;
import org.springframework.stereotype.Service;

@Service
public class InvoiceService {
    private final Map<Long, Invoice> invoices = new ConcurrentHashMap<>();

    public InvoiceService() {
        long id = 1789012345678901234L;
        invoices.put(id, new Invoice(id, "INV-2025-0001", 42L, InvoiceStatus.ISSUED,
                Instant.parse("2025-10-31T15:00:00Z"), Instant.parse("2025-11-30T15:00:00Z"),
                List.of(new LineItem(1L, id, "Standard plan (Nov)", 1, 9800L),
                        new LineItem(2L, id, "Extra seats", 3, 1200L))));
    }

    public Optional<Invoice> find(long id) {
        return Optional.ofNullable(invoices.get(id));
    }

    public List<Invoice> listForCustomer(long customerId) {
        return invoices.values().stream()
                .filter(inv -> inv.customerId() == customerId)
                .sorted((a, b) -> Long.compare(b.id(), a.id()))
                .toList();
    }
}
