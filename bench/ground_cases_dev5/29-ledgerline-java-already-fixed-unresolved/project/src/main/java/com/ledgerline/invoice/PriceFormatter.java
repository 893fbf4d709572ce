package com.ledgerline.invoice;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.util.Locale;

public final class PriceFormatter {
    private final NumberFormat money = NumberFormat.getCurrencyInstance(Locale.GERMANY);

    public String format(LineItem item) {
        StringBuilder out = new StringBuilder();
        out.append(item.quantity()).append(" x ").append(item.description()).append("  ");
        out.append(money.format(item.unitPrice()));
        out.append(formatDiscount(item.discount()));
        return out.toString();
    }

    String formatDiscount(BigDecimal discount) {
        if (discount == null || discount.signum() == 0) {
            return "";
        }
        return " (-" + money.format(discount) + ")";
    }
}
