package com.acme.order;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;

class PriceCalculatorTest {

    private final PriceCalculator calc = new PriceCalculator();

    private static PriceCalculator.Line line(int qty, String price) {
        return new PriceCalculator.Line("SKU-1", qty, new BigDecimal(price));
    }

    @Test
    void chargesShippingBelowThreshold() {
        var q = calc.quote(List.of(line(1, "50.00")), false);
        assertThat(q.shipping()).isEqualByComparingTo("10.00");
        assertThat(q.total()).isEqualByComparingTo("60.00");
    }

    @Test
    void freeShippingAtThreshold() {
        var q = calc.quote(List.of(line(1, "99.00")), false);
        assertThat(q.shipping()).isEqualByComparingTo("0.00");
    }

    @Test
    void chargesShippingJustBelowNewThreshold() {
        var q = calc.quote(List.of(line(1, "98.99")), false);
        assertThat(q.shipping()).isEqualByComparingTo("10.00");
    }

    @Test
    void freeShippingAboveThreshold() {
        var q = calc.quote(List.of(line(2, "60.00")), false);
        assertThat(q.shipping()).isEqualByComparingTo("0.00");
        assertThat(q.total()).isEqualByComparingTo("120.00");
    }

    @Test
    void memberGetsFivePercentOff() {
        var q = calc.quote(List.of(line(1, "40.00")), true);
        assertThat(q.discount()).isEqualByComparingTo("2.00");
        assertThat(q.total()).isEqualByComparingTo("48.00");
    }

    @Test
    void nonMemberHasNoDiscount() {
        var q = calc.quote(List.of(line(3, "9.90")), false);
        assertThat(q.discount()).isEqualByComparingTo("0.00");
    }
}
