package com.northwind.reports;

import java.math.BigDecimal;
import java.util.List;
import java.util.UUID;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

@Service
public class ReportService {

    private final ReportRepository reports;
    private final PricingClient pricing;
    private final TransactionTemplate tx;

    public ReportService(ReportRepository reports, PricingClient pricing, TransactionTemplate tx) {
        this.reports = reports;
        this.pricing = pricing;
        this.tx = tx;
    }

    // No transaction around the pricing call: it can take seconds and would pin a pool connection.
    public ReportDto generate(UUID tenantId, long id) {
        List<String> skus = tx.execute(s -> reports.findByIdAndTenantId(id, tenantId)
                .orElseThrow(ReportNotFound::new)
                .getRows().stream().map(ReportRow::getSku).distinct().toList());
        var prices = pricing.currentPrices(skus);
        return tx.execute(s -> {
            Report report = reports.findByIdAndTenantId(id, tenantId).orElseThrow(ReportNotFound::new);
            for (ReportRow row : report.getRows()) {
                row.setUnitPrice(prices.getOrDefault(row.getSku(), BigDecimal.ZERO));
            }
            report.markGenerated();
            return ReportDto.from(report);
        });
    }

    @Transactional(readOnly = true)
    public SummaryDto summarize(UUID tenantId, long id) {
        Report report = reports.findByIdAndTenantId(id, tenantId).orElseThrow(ReportNotFound::new);
        BigDecimal total = report.getRows().stream()
                .map(r -> r.getUnitPrice().multiply(BigDecimal.valueOf(r.getQuantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return new SummaryDto(report.getId(), report.getRows().size(), total);
    }
}
