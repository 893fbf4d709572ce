package com.yunpay.settlement.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Currency;
import java.util.Locale;

/** Formats amounts for statements: "¥12,345.60", "HK$1,000.00". */
public final class MoneyFormat {

    private final Currency currency;
    private final DecimalFormat pattern;

    public MoneyFormat(String currencyCode) {
        this.currency = Currency.getInstance(currencyCode);
        DecimalFormatSymbols symbols = DecimalFormatSymbols.getInstance(Locale.ROOT);
        this.pattern = new DecimalFormat("#,##0.00", symbols);
        this.pattern.setRoundingMode(RoundingMode.HALF_UP);
    }

    public String format(BigDecimal amount) {
        String sign = amount.signum() < 0 ? "-" : "";
        return sign + symbol() + pattern.format(amount.abs());
    }

    private String symbol() {
        return switch (currency.getCurrencyCode()) {
            case "CNY" -> "¥";
            case "HKD" -> "HK$";
            case "USD" -> "$";
            default -> currency.getCurrencyCode() + " ";
        };
    }
}
