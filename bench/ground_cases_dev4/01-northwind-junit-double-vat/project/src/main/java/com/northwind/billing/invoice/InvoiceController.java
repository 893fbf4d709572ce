package com.northwind.billing.invoice;

import java.math.BigDecimal;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/invoices")
public class InvoiceController {
    private final InvoiceService service;
    private final InvoiceRepository repository;

    public InvoiceController(InvoiceService service, InvoiceRepository repository) {
        this.service = service;
        this.repository = repository;
    }

    @GetMapping("/{number}/total")
    public BigDecimal total(@PathVariable String number) {
        return service.total(repository.get(number));
    }
}
