package com.acme.order.export;

import java.time.LocalDate;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/exports")
public class ExportController {

    private final OrderExportService service;

    public ExportController(OrderExportService service) {
        this.service = service;
    }

    @PostMapping("/orders")
    public ResponseEntity<Map<String, String>> exportOrders(
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to) {
        if (to.isBefore(from) || from.plusDays(92).isBefore(to)) {
            return ResponseEntity.badRequest().body(Map.of("error", "range must be 0-92 days"));
        }
        return ResponseEntity.ok(Map.of("url", service.export(from, to)));
    }
}
