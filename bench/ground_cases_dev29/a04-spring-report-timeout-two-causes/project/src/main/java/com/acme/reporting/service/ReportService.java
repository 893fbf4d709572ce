package com.acme.reporting.service;

import com.acme.reporting.domain.Invoice;
import com.acme.reporting.domain.InvoiceLine;
import com.acme.reporting.domain.Tenant;
import com.acme.reporting.fx.FxRateClient;
import com.acme.reporting.repo.InvoiceRepository;
import com.acme.reporting.repo.TenantRepository;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.YearMonth;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ReportService {

    private final InvoiceRepository invoices;
    private final TenantRepository tenants;
    private final FxRateClient fx;

    public ReportService(InvoiceRepository invoices, TenantRepository tenants, FxRateClient fx) {
        this.invoices = invoices;
        this.tenants = tenants;
        this.fx = fx;
    }

    @Transactional(readOnly = true)
    public MonthlyReport monthly(UUID tenantId, YearMonth month) {
        Tenant tenant = tenants.findById(tenantId).orElseThrow(() -> new TenantNotFoundException(tenantId));
        String target = tenant.getReportingCurrency();
        List<Invoice> monthInvoices = invoices.findByTenantIdAndIssuedOnBetween(
                tenantId, month.atDay(1), month.atEndOfMonth());

        Map<String, BigDecimal> byCategory = new TreeMap<>();
        BigDecimal total = BigDecimal.ZERO;
        for (Invoice invoice : monthInvoices) {
            for (InvoiceLine line : invoice.getLines()) {
                BigDecimal rate = fx.rate(line.getCurrency(), target, invoice.getIssuedOn());
                BigDecimal amount = line.getNet().multiply(rate).setScale(2, RoundingMode.HALF_UP);
                byCategory.merge(line.getCategory(), amount, BigDecimal::add);
                total = total.add(amount);
            }
        }
        return new MonthlyReport(month, target, monthInvoices.size(), total, byCategory);
    }
}
