package com.acme.billing;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class InvoiceJob {

    private static final Logger log = LoggerFactory.getLogger(InvoiceJob.class);
    private final TaxCalculator taxCalculator;
    private final Path exportDir;

    public InvoiceJob(TaxCalculator taxCalculator, @Value("${billing.export-dir}") Path exportDir) {
        this.taxCalculator = taxCalculator;
        this.exportDir = exportDir;
    }

    @Scheduled(cron = "${billing.job.cron}")
    public void run() {
        log.info("invoice export started");
    }

    public void export(String invoiceNo, List<LineItem> items) throws IOException {
        BigDecimal tax = taxCalculator.taxFor(items);
        try (Writer w = Files.newBufferedWriter(exportDir.resolve(invoiceNo + ".csv"))) {
            w.write("sku,quantity,subtotal,tax_rate,tax\n");
            for (LineItem item : items) {
                w.write(String.join(",", item.sku(), String.valueOf(item.quantity()),
                        item.subtotal().toPlainString(), taxCalculator.rateFor(item).toPlainString(), "") + "\n");
            }
            w.write("TOTAL,,,," + tax.toPlainString() + "\n");
        }
        log.info("exported {} ({} lines)", invoiceNo, items.size());
    }
}
