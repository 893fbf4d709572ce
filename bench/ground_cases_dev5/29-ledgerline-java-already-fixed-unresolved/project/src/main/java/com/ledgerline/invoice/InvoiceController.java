package com.ledgerline.invoice;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InvoiceController {
    private final InvoiceService service;

    public InvoiceController(InvoiceService service) {
        this.service = service;
    }

    @GetMapping(value = "/invoices/{number}", produces = MediaType.TEXT_PLAIN_VALUE)
    public ResponseEntity<String> show(@PathVariable String number) {
        return service.find(number)
                .map(service::render)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }
}
