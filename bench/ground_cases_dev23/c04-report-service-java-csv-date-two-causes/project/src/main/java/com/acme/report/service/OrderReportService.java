package com.acme.report.service;

import com.acme.report.export.CsvExporter;
import com.acme.report.model.OrderRow;
import com.acme.report.repo.OrderRepository;
import java.time.LocalDate;
import java.util.stream.Stream;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.StreamingResponseBody;

@RestController
public class OrderReportService {

    private final OrderRepository orders;
    private final CsvExporter exporter;

    public OrderReportService(OrderRepository orders, CsvExporter exporter) {
        this.orders = orders;
        this.exporter = exporter;
    }

    @GetMapping("/reports/orders.csv")
    @Transactional(readOnly = true)
    public ResponseEntity<StreamingResponseBody> exportOrders(
            @RequestParam long merchantId,
            @RequestParam LocalDate from,
            @RequestParam LocalDate to) {
        StreamingResponseBody body = out -> {
            try (Stream<OrderRow> rows = orders.streamForExport(merchantId, from, to)) {
                exporter.write(rows, out);
            }
        };
        String filename = "orders-" + from + "-" + to + ".csv";
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=" + filename)
                .contentType(new MediaType("text", "csv"))
                .body(body);
    }
}
