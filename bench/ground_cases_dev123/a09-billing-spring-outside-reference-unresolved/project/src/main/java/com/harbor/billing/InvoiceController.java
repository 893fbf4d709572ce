package com.harbor.billing;

import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/invoices")
public class InvoiceController {

    public record CreateInvoice(String customerId, String country, List<InvoiceService.Line> lines) {}

    private static final Logger log = LoggerFactory.getLogger(InvoiceController.class);

    private final InvoiceService service;

    public InvoiceController(InvoiceService service) {
        this.service = service;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public InvoiceService.Invoice create(@RequestBody CreateInvoice body) {
        return service.create(body.customerId(), body.country(), body.lines());
    }

    @GetMapping("/{id}")
    public InvoiceService.Invoice get(@PathVariable long id) {
        return service.get(id);
    }

    @GetMapping("/{id}/total")
    public InvoiceService.Totals total(@PathVariable long id) {
        return service.totals(service.get(id));
    }

    @ExceptionHandler(IllegalArgumentException.class)
    @ResponseStatus(HttpStatus.BAD_REQUEST)
    public String badRequest(IllegalArgumentException e) {
        log.info("rejected invoice request: {}", e.getMessage());
        return e.getMessage();
    }

    @ExceptionHandler(InvoiceService.InvoiceNotFoundException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public String notFound(InvoiceService.InvoiceNotFoundException e) {
        log.warn("invoice lookup failed: {}", e.getMessage());
        return e.getMessage();
    }
}
