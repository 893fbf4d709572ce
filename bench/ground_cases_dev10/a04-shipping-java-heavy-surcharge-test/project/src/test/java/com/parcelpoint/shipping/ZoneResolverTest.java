package com.parcelpoint.shipping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ZoneResolverTest {

    private final ZoneResolver resolver = new ZoneResolver();

    @Test
    void mainlandIsDomestic() {
        assertEquals(Zone.DOMESTIC, resolver.resolve("NL", "3511 AB"));
    }

    @Test
    void texelIsIslands() {
        assertEquals(Zone.ISLANDS, resolver.resolve("nl", "1791AA"));
    }

    @Test
    void postcodeWithSpace() {
        assertEquals(Zone.ISLANDS, resolver.resolve("NL", " 8881 BB"));
    }

    @Test
    void neighbours() {
        assertEquals(Zone.NEIGHBOUR, resolver.resolve("DE", "10115"));
        assertEquals(Zone.NEIGHBOUR, resolver.resolve("be", "1000"));
    }

    @Test
    void unknownCountry() {
        assertThrows(IllegalArgumentException.class, () -> resolver.resolve("US", "10001"));
    }
}
