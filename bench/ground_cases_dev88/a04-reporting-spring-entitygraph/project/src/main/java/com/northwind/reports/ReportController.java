package com.northwind.reports;

import java.util.UUID;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private final ReportService service;

    public ReportController(ReportService service) {
        this.service = service;
    }

    @PostMapping("/{id}/generate")
    public ReportDto generate(@RequestHeader("X-Tenant") UUID tenantId, @PathVariable long id) {
        return service.generate(tenantId, id);
    }

    @GetMapping("/{id}/summary")
    public SummaryDto summary(@RequestHeader("X-Tenant") UUID tenantId, @PathVariable long id) {
        return service.summarize(tenantId, id);
    }
}
