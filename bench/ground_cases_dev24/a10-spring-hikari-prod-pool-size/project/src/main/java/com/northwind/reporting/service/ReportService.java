package com.northwind.reporting.service;

import java.nio.file.Path;
import java.time.YearMonth;
import java.util.concurrent.CompletableFuture;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Async;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.northwind.reporting.export.CsvWriter;
import com.northwind.reporting.repo.OrderLineRepository;

@Service
public class ReportService {

    private static final Logger log = LoggerFactory.getLogger(ReportService.class);

    private final OrderLineRepository orderLines;
    private final CsvWriter csv;

    public ReportService(OrderLineRepository orderLines, CsvWriter csv) {
        this.orderLines = orderLines;
        this.csv = csv;
    }

    @Async("reportExecutor")
    @Transactional(readOnly = true)
    public CompletableFuture<Path> generateMonthly(long customerId, YearMonth month) {
        long started = System.currentTimeMillis();
        try (var rows = orderLines.streamForCustomerAndMonth(customerId, month.atDay(1), month.atEndOfMonth())) {
            Path file = csv.write("orders-" + customerId + "-" + month, rows);
            log.info("report customer={} month={} took {} ms", customerId, month, System.currentTimeMillis() - started);
            return CompletableFuture.completedFuture(file);
        }
    }
}
