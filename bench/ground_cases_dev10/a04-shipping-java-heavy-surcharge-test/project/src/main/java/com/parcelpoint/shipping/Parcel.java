package com.parcelpoint.shipping;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * A parcel as measured at the depot. Dimensions in centimetres, weight in kilograms.
 */
public record Parcel(String country, String postcode, BigDecimal weightKg,
                     int lengthCm, int widthCm, int heightCm, boolean fragile) {

    public Parcel {
        Objects.requireNonNull(country, "country");
        Objects.requireNonNull(postcode, "postcode");
        Objects.requireNonNull(weightKg, "weightKg");
        if (weightKg.signum() <= 0) {
            throw new IllegalArgumentException("weight must be positive: " + weightKg);
        }
        if (lengthCm <= 0 || widthCm <= 0 || heightCm <= 0) {
            throw new IllegalArgumentException("dimensions must be positive");
        }
    }

    public static Parcel of(String country, String postcode, String weightKg, int l, int w, int h) {
        return new Parcel(country, postcode, new BigDecimal(weightKg), l, w, h, false);
    }

    public Parcel asFragile() {
        return new Parcel(country, postcode, weightKg, lengthCm, widthCm, heightCm, true);
    }

    /** Volumetric weight with the carrier's divisor of 5000 cm³/kg. */
    public BigDecimal volumetricKg() {
        long volume = (long) lengthCm * widthCm * heightCm;
        return BigDecimal.valueOf(volume).divide(BigDecimal.valueOf(5000), 2, java.math.RoundingMode.HALF_UP);
    }

    public BigDecimal chargeableKg() {
        return weightKg.max(volumetricKg());
    }
}
