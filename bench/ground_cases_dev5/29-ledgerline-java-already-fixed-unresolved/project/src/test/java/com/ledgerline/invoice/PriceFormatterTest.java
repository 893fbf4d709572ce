package com.ledgerline.invoice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class PriceFormatterTest {
    private final PriceFormatter formatter = new PriceFormatter();

    @Test
    void noDiscountPrintsNothing() {
        assertEquals("", formatter.formatDiscount(BigDecimal.ZERO));
    }

    @Test
    void importedLineWithoutDiscountPrintsNothing() {
        assertEquals("", formatter.formatDiscount(null));
    }
}
