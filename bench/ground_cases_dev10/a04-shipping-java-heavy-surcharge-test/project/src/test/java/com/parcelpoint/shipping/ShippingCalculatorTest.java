package com.parcelpoint.shipping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class ShippingCalculatorTest {

    private final ShippingCalculator calc = new ShippingCalculator(new ZoneResolver());

    @Test
    void domesticSmallParcel() {
        Parcel p = Parcel.of("NL", "3511 AB", "2", 30, 20, 10);
        assertEquals(new BigDecimal("5.60"), calc.price(p));
    }

    @Test
    void volumetricWeightWins() {
        Parcel p = Parcel.of("DE", "10115", "1", 60, 50, 40);
        // 120000 cm3 / 5000 = 24 kg chargeable
        assertEquals(new BigDecimal("22.90"), calc.price(p));
    }

    @Test
    void heavyParcelSurcharge() {
        Parcel p = Parcel.of("NL", "3511 AB", "20", 40, 30, 30);
        // 4.90 + 20 * 0.35 + 6.00 heavy surcharge
        assertEquals(new BigDecimal("17.90"), calc.price(p));
    }

    @Test
    void oversizeSurcharge() {
        Parcel p = Parcel.of("NL", "3511 AB", "3", 125, 10, 10);
        assertEquals(new BigDecimal("15.45"), calc.price(p));
    }

    @Test
    void fragileAddsFifteenPercent() {
        Parcel p = Parcel.of("BE", "1000", "2", 30, 20, 10).asFragile();
        assertEquals(new BigDecimal("11.16"), calc.price(p));
    }

    @Test
    void tooHeavyForParcelService() {
        Parcel p = Parcel.of("NL", "3511 AB", "32", 40, 40, 40);
        assertThrows(IllegalArgumentException.class, () -> calc.price(p));
    }
}
