package com.brightcart.orders.invoice;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/orders")
public class InvoiceController {

    private final InvoiceService invoices;

    public InvoiceController(InvoiceService invoices) {
        this.invoices = invoices;
    }

    @GetMapping(value = "/{orderId}/invoice", produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<InvoiceDto> invoice(@PathVariable long orderId) {
        return invoices.buildInvoice(orderId)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @GetMapping(value = "/{orderId}/invoice/number")
    public ResponseEntity<String> number(@PathVariable long orderId) {
        return invoices.buildInvoice(orderId)
                .map(InvoiceDto::number)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }
}
