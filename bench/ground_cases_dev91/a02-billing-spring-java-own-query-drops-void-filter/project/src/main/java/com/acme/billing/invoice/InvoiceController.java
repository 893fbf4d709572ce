package com.acme.billing.invoice;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/invoices")
public class InvoiceController {
    private final InvoiceService service;

    public InvoiceController(InvoiceService service) {
        this.service = service;
    }

    @GetMapping
    public List<InvoiceDto> list(@RequestParam Long customerId) {
        return service.listForCustomer(customerId).stream().map(InvoiceDto::from).toList();
    }

    public record InvoiceDto(Long id, String status, LocalDate dueDate, BigDecimal total, int lineCount) {
        static InvoiceDto from(Invoice i) {
            return new InvoiceDto(i.getId(), i.getStatus().name(), i.getDueDate(), i.total(), i.getLines().size());
        }
    }
}
