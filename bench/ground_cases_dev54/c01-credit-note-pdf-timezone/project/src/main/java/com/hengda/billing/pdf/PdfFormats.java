package com.hengda.billing.pdf;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;

/**
 * Small formatting helpers shared by every PDF we print (invoices, credit notes, statements).
 */
public final class PdfFormats {

    private PdfFormats() {
    }

    /** Amount as printed in the totals table: thousands separator, two decimals, e.g. "1,234.50". */
    public static String amount(BigDecimal value) {
        if (value == null) {
            return "";
        }
        DecimalFormat format = new DecimalFormat("#,##0.00");
        format.setRoundingMode(RoundingMode.HALF_UP);
        return format.format(value);
    }

    /** Quantity without trailing zeros: 2.000 -> "2". */
    public static String quantity(BigDecimal value) {
        if (value == null) {
            return "";
        }
        return value.stripTrailingZeros().toPlainString();
    }

    /** Tax rate as a percentage: 0.13 -> "13%". */
    public static String taxRate(BigDecimal rate) {
        if (rate == null) {
            return "";
        }
        return rate.movePointRight(2).stripTrailingZeros().toPlainString() + "%";
    }

    public static String orDash(String value) {
        return value == null || value.isBlank() ? "-" : value;
    }
}
