package com.tessera.billing.format;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;

import org.springframework.stereotype.Component;

@Component
public class InvoiceFormatter {

    public String formatTotal(BigDecimal amount, Currency currency, Locale locale) {
        NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
        nf.setCurrency(currency);
        nf.setMinimumFractionDigits(2);
        nf.setMaximumFractionDigits(2);
        return nf.format(amount);
    }

    public String formatQuantity(BigDecimal qty, Locale locale) {
        NumberFormat nf = NumberFormat.getNumberInstance(locale);
        nf.setMaximumFractionDigits(3);
        return nf.format(qty);
    }
}
