package com.acme.fx;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Optional;

import org.springframework.stereotype.Service;

@Service
public class ExchangeService {

    private final RateClient client;
    private final RateCache cache;

    public ExchangeService(RateClient client, RateCache cache) {
        this.client = client;
        this.cache = cache;
    }

    /** Converts an amount; the result is rounded to the target currency's 2 decimals. */
    public BigDecimal convert(BigDecimal amount, String from, String to) {
        if (from.equals(to)) {
            return amount.setScale(2, RoundingMode.HALF_UP);
        }
        return amount.multiply(rate(from, to)).setScale(2, RoundingMode.HALF_UP);
    }

    /** The provider quotes each pair in one direction only; the other is 1 / quote. */
    BigDecimal rate(String from, String to) {
        BigDecimal cached = cache.get(from, to);
        if (cached != null) {
            return cached;
        }
        BigDecimal rate = client.quote(from, to)
                .or(() -> client.quote(to, from))
                .orElseThrow(() -> new UnknownPairException(from, to));
        cache.put(from, to, rate);
        return rate;
    }

    public static class UnknownPairException extends RuntimeException {
        public UnknownPairException(String from, String to) {
            super("no rate for " + from + "/" + to);
        }
    }
}
