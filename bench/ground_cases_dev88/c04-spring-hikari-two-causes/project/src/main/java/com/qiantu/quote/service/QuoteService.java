package com.qiantu.quote.service;

import com.qiantu.quote.client.PricingClient;
import com.qiantu.quote.domain.Quote;
import com.qiantu.quote.repo.QuoteRepository;
import java.math.BigDecimal;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class QuoteService {
    private final QuoteRepository quotes;
    private final PricingClient pricing;

    public QuoteService(QuoteRepository quotes, PricingClient pricing) {
        this.quotes = quotes;
        this.pricing = pricing;
    }

    @Transactional
    public Quote createQuote(String sku, int quantity) {
        Quote quote = quotes.save(new Quote(sku, quantity));
        BigDecimal unit = pricing.unitPrice(sku, quantity);
        quote.price(unit);
        return quote;
    }

    @Transactional(readOnly = true)
    public Quote get(long id) {
        return quotes.findById(id).orElseThrow(() -> new QuoteNotFound(id));
    }

    public static class QuoteNotFound extends RuntimeException {
        public QuoteNotFound(long id) {
            super("quote " + id + " not found");
        }
    }
}
