package com.acme.billing.invoice;

import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/invoices")
public class InvoiceController {

    private final InvoiceService service;

    public InvoiceController(InvoiceService service) {
        this.service = service;
    }

    @GetMapping
    public List<InvoiceDto> open(@RequestParam long customerId) {
        return service.openInvoices(customerId).stream().map(InvoiceDto::from).toList();
    }

    @ExceptionHandler(InvoiceNotFoundException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public void notFound() {
    }

    @ExceptionHandler(IllegalInvoiceStateException.class)
    @ResponseStatus(HttpStatus.CONFLICT)
    public void conflict() {
    }

    @PostMapping("/{id}/finalize")
    public InvoiceDto finalize(@PathVariable long id) {
        return InvoiceDto.from(service.finalizeInvoice(id));
    }

    @PostMapping("/{id}/void")
    public InvoiceDto voidInvoice(@PathVariable long id) {
        return InvoiceDto.from(service.voidInvoice(id));
    }
}
