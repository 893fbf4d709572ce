package com.alpenfakt.billing.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Currency;

import org.junit.jupiter.api.Test;

class MoneyFormatterTest {

    private final MoneyFormatter formatter = new MoneyFormatter();

    @Test
    void formatsEuro() {
        assertThat(formatter.format(new BigDecimal("1250"), Currency.getInstance("EUR")))
                .isEqualTo("1.250,00\u00a0€");
    }

    @Test
    void formatsFrancsTheSwissWay() {
        assertThat(formatter.format(new BigDecimal("1250"), Currency.getInstance("CHF")))
                .isEqualTo("CHF\u00a01’250.00");
    }

    @Test
    void roundsHalfUp() {
        assertThat(formatter.formatPlain(new BigDecimal("0.125"))).isEqualTo("0,13");
    }
}
