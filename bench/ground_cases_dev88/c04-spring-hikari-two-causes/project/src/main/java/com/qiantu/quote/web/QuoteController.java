package com.qiantu.quote.web;

import com.qiantu.quote.domain.Quote;
import com.qiantu.quote.service.QuoteService;
import java.math.BigDecimal;
import java.time.Instant;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/quotes")
public class QuoteController {
    private final QuoteService service;

    public QuoteController(QuoteService service) {
        this.service = service;
    }

    public record CreateQuote(String sku, int quantity) {}

    public record QuoteView(long id, String sku, int quantity, BigDecimal unitPrice, BigDecimal total,
                            Instant createdAt) {
        static QuoteView of(Quote q) {
            return new QuoteView(q.getId(), q.getSku(), q.getQuantity(), q.getUnitPrice(), q.getTotal(),
                    q.getCreatedAt());
        }
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public QuoteView create(@RequestBody CreateQuote body) {
        return QuoteView.of(service.createQuote(body.sku(), body.quantity()));
    }

    @GetMapping("/{id}")
    public QuoteView get(@PathVariable long id) {
        return QuoteView.of(service.get(id));
    }
}
