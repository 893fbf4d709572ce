package com.northwind.billing.invoice;

import jakarta.validation.Valid;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import java.util.Map;

@RestController
@RequestMapping("/api/v1/invoices")
public class InvoiceController {

    static final int MAX_PAGE_SIZE = 100;

    private final InvoiceRepository invoices;

    public InvoiceController(InvoiceRepository invoices) {
        this.invoices = invoices;
    }

    @GetMapping
    public Map<String, Object> list(@RequestParam String customerId,
                                    @RequestParam(defaultValue = "0") int page,
                                    @RequestParam(defaultValue = "25") int size) {
        if (page < 0 || size < 1 || size > MAX_PAGE_SIZE) {
            throw new PageParamsException("page must be >= 0 and size between 1 and " + MAX_PAGE_SIZE);
        }
        Page<Invoice> result = invoices.findByCustomerId(customerId,
                PageRequest.of(page, size, Sort.by(Sort.Direction.DESC, "createdAt")));
        return Map.of("items", result.getContent(), "page", page, "size", size, "total", result.getTotalElements());
    }

    @GetMapping("/{id}")
    public Invoice get(@PathVariable long id) {
        return invoices.findById(id).orElseThrow(() -> new InvoiceNotFoundException(id));
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public Invoice create(@Valid @RequestBody InvoiceRequest req) {
        return invoices.saveAndFlush(new Invoice(req.externalRef(), req.customerId(), req.amount()));
    }
}
