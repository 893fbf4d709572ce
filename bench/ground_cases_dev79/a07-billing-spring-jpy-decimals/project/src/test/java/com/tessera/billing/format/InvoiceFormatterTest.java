package com.tessera.billing.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Currency;
import java.util.Locale;

import org.junit.jupiter.api.Test;

class InvoiceFormatterTest {

    private final InvoiceFormatter f = new InvoiceFormatter();

    @Test
    void euroInGerman() {
        assertThat(f.formatTotal(new BigDecimal("1234.5"), Currency.getInstance("EUR"), Locale.GERMANY))
                .isEqualTo("1.234,50\u00a0€");
    }
}
