package com.acme.fx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class ExchangeServiceTest {

    /** EUR->USD and EUR->GBP are quoted; everything else is not. */
    static class FakeClient extends RateClient {
        final Map<String, BigDecimal> quotes = Map.of(
                "EUR/USD", new BigDecimal("1.25"),
                "EUR/GBP", new BigDecimal("0.85"));

        @Override
        public Optional<BigDecimal> quote(String base, String quote) {
            return Optional.ofNullable(quotes.get(base + "/" + quote));
        }
    }

    private final ExchangeService service = new ExchangeService(new FakeClient(), new RateCache());

    @Test
    void convertsWithDirectRate() {
        assertThat(service.convert(new BigDecimal("10.00"), "EUR", "USD")).isEqualByComparingTo("12.50");
    }

    @Test
    void convertsUsingInverseRate() {
        assertThat(service.convert(new BigDecimal("12.50"), "USD", "EUR")).isEqualByComparingTo("10.00");
    }

    @Test
    void unknownPairFails() {
        assertThatThrownBy(() -> service.convert(BigDecimal.ONE, "USD", "JPY"))
                .isInstanceOf(ExchangeService.UnknownPairException.class);
    }
}
