package com.parcelpoint.shipping;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Maps a destination (country + postcode) to a delivery zone. We ship from the Netherlands.
 */
public final class ZoneResolver {

    private static final Set<String> NEIGHBOURS = Set.of("BE", "DE", "LU");
    private static final Set<String> EU = Set.of(
            "AT", "BG", "CY", "CZ", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE",
            "IT", "LT", "LV", "MT", "PL", "PT", "RO", "SE", "SI", "SK");
    /** Dutch postcode areas (first two digits) served by ferry. */
    private static final Map<Integer, String> WADDEN = Map.of(
            17, "Texel", 88, "Vlieland / Terschelling", 91, "Ameland / Schiermonnikoog");

    public Zone resolve(String country, String postcode) {
        String cc = country.trim().toUpperCase(Locale.ROOT);
        if (cc.equals("NL")) {
            return isWadden(postcode) ? Zone.ISLANDS : Zone.DOMESTIC;
        }
        if (NEIGHBOURS.contains(cc)) {
            return Zone.NEIGHBOUR;
        }
        if (EU.contains(cc)) {
            return Zone.EU;
        }
        throw new IllegalArgumentException("we do not ship to " + country);
    }

    private boolean isWadden(String postcode) {
        String digits = postcode.strip().replace(" ", "");
        if (digits.length() < 4) {
            throw new IllegalArgumentException("not a Dutch postcode: " + postcode);
        }
        int area = Integer.parseInt(digits.substring(0, 2));
        return WADDEN.containsKey(area);
    }
}
