package jp.kumo.billing;

import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/invoices")
public class InvoiceController {
    private final InvoiceService service;

    public InvoiceController(InvoiceService service) {
        this.service = service;
    }

    @PostMapping
    public Invoice issue(@RequestParam Long customerId, @RequestParam long amount) {
        return service.issue(customerId, amount);
    }

    @GetMapping("/open-count")
    public long openCount() {
        return service.openCount();
    }
}
