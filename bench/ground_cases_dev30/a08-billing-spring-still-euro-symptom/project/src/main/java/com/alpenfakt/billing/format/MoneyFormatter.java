package com.alpenfakt.billing.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;

import org.springframework.stereotype.Component;

/**
 * Amounts as shown to customers in e-mails and PDFs.
 */
@Component
public class MoneyFormatter {

    private static final Locale DEFAULT_LOCALE = Locale.GERMANY;
    private static final Locale SWISS_LOCALE = Locale.forLanguageTag("de-CH");

    public String format(BigDecimal amount, Currency currency) {
        Locale locale = "CHF".equals(currency.getCurrencyCode()) ? SWISS_LOCALE : DEFAULT_LOCALE;
        NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
        nf.setCurrency(currency);
        nf.setMinimumFractionDigits(2);
        nf.setMaximumFractionDigits(2);
        return nf.format(amount.setScale(2, RoundingMode.HALF_UP));
    }

    public String formatPlain(BigDecimal amount) {
        NumberFormat nf = NumberFormat.getNumberInstance(DEFAULT_LOCALE);
        nf.setMinimumFractionDigits(2);
        nf.setMaximumFractionDigits(2);
        return nf.format(amount.setScale(2, RoundingMode.HALF_UP));
    }
}
