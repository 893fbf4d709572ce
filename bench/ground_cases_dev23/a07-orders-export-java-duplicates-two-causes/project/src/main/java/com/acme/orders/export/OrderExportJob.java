package com.acme.orders.export;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class OrderExportJob {

    private static final Logger log = LoggerFactory.getLogger(OrderExportJob.class);
    private static final int PAGE_SIZE = 500;
    private static final int MAX_ATTEMPTS = 3;

    private final OrderRepository orders;
    private final ExportLogClient exportLog;
    private final Clock clock;
    private final Path outputDir;

    public OrderExportJob(OrderRepository orders, ExportLogClient exportLog, Clock clock,
                          @Value("${export.orders.output-dir}") Path outputDir) {
        this.orders = orders;
        this.exportLog = exportLog;
        this.clock = clock;
        this.outputDir = outputDir;
    }

    @Scheduled(cron = "${export.orders.cron}", zone = "${export.orders.zone}")
    public void run() throws IOException {
        Instant since = exportLog.lastSuccessfulRun().orElse(Instant.EPOCH);
        Path file = outputDir.resolve("orders-" + LocalDate.now(clock) + ".csv");
        int written = 0;

        try (OrderCsvWriter csv = OrderCsvWriter.open(file)) {
            int page = 0;
            Page<Order> batch;
            do {
                batch = orders.findUpdatedSince(since, PageRequest.of(page, PAGE_SIZE));
                writeBatch(csv, batch.getContent());
                written += batch.getNumberOfElements();
                page++;
            } while (batch.hasNext());
        }

        exportLog.markRunFinished(Instant.now(clock));
        log.info("orders export done: {} rows since {} -> {}", written, since, file);
    }

    private void writeBatch(OrderCsvWriter csv, List<Order> batch) throws IOException {
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            try {
                csv.writeAll(batch);
                exportLog.markExported(batch.stream().map(Order::getId).toList());
                return;
            } catch (ExportLogTimeoutException e) {
                log.warn("export-log timeout on attempt {}/{}, retrying batch of {}", attempt, MAX_ATTEMPTS, batch.size());
            }
        }
        throw new IllegalStateException("export-log unreachable after " + MAX_ATTEMPTS + " attempts");
    }
}
