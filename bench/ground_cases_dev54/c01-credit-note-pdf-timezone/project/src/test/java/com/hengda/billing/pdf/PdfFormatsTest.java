package com.hengda.billing.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

class PdfFormatsTest {

    @Test
    void quantityDropsTrailingZeros() {
        assertEquals("2", PdfFormats.quantity(new BigDecimal("2.000")));
        assertEquals("2.5", PdfFormats.quantity(new BigDecimal("2.500")));
    }

    @Test
    void taxRateAsPercent() {
        assertEquals("13%", PdfFormats.taxRate(new BigDecimal("0.13")));
        assertEquals("6%", PdfFormats.taxRate(new BigDecimal("0.06")));
    }

    @Test
    void amountHasThousandsSeparatorAndTwoDecimals() {
        assertEquals("1,234.50", PdfFormats.amount(new BigDecimal("1234.5")));
        assertEquals("9,999.00", PdfFormats.amount(new BigDecimal("9999")));
        assertEquals("0.13", PdfFormats.amount(new BigDecimal("0.125")));
    }

    @Test
    void nullAmountIsBlank() {
        assertEquals("", PdfFormats.amount(null));
    }

    @Test
    void dashForBlank() {
        assertEquals("-", PdfFormats.orDash(" "));
        assertEquals("abc", PdfFormats.orDash("abc"));
    }
}
