package jp.kaede.billing.api;

import java.util.List;
import jp.kaede.billing.api.dto.InvoiceResponse;
import jp.kaede.billing.service.InvoiceService;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/v1/invoices")
public class InvoiceController {
    private final InvoiceService service;

    public InvoiceController(InvoiceService service) {
        this.service = service;
    }

    @GetMapping("/{id}")
    public InvoiceResponse get(@PathVariable long id) {
        return service.find(id)
                .map(InvoiceResponse::from)
                .orElseThrow(() -> new NotFoundException("invoice_not_found", "invoice " + id + " not found"));
    }

    @GetMapping
    public List<InvoiceResponse> list(@RequestParam long customerId) {
        return service.listForCustomer(customerId).stream().map(InvoiceResponse::from).toList();
    }
}
