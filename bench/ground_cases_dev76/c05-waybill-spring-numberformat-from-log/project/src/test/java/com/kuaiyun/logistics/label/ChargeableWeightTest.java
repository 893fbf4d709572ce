package com.kuaiyun.logistics.label;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ChargeableWeightTest {

    @Test
    void usesVolumetricWeightWhenLarger() {
        // 40*30*30 / 6000 = 6.0
        assertEquals(6.0, ChargeableWeight.of(2.0, 40, 30, 30));
    }

    @Test
    void usesActualWeightWhenLarger() {
        assertEquals(8.0, ChargeableWeight.of(8.0, 20, 20, 20));
    }

    @Test
    void roundsUpToNextHalfKg() {
        assertEquals(2.5, ChargeableWeight.roundToHalfKg(2.3));
        assertEquals(3.0, ChargeableWeight.roundToHalfKg(2.51));
        assertEquals(2.0, ChargeableWeight.roundToHalfKg(2.0));
    }

    @Test
    void minimumIsHalfKg() {
        assertEquals(0.5, ChargeableWeight.roundToHalfKg(0));
    }
}
