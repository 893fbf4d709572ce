package io.tarifa.quotes.quote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class QuoteServiceTest {

    private final TariffRepository repo = mock(TariffRepository.class);
    private final QuoteService service = new QuoteService(repo);

    @Test
    void germanQuoteIsInEuro() {
        when(repo.findByCode("GREEN12")).thenReturn(Optional.of(
                new Tariff("GREEN12", new BigDecimal("120.00"), new BigDecimal("0.30"))));
        Quote q = service.quote("GREEN12", "DE", 1000);
        assertThat(q.currency()).isEqualTo("EUR");
        assertThat(q.amount()).isEqualByComparingTo("420.00");
    }

    @Test
    void britishQuoteIsInPounds() {
        assertThat(QuoteService.currencyFor("GB")).isEqualTo("GBP");
    }

    @Test
    void swissQuoteIsInFrancs() {
        assertThat(QuoteService.currencyFor("CH")).isEqualTo("CHF");
    }
}
