package com.parcelpoint.shipping;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Prices a parcel for the 2025 tariff.
 *
 * <ul>
 *   <li>zone base price + zone price per chargeable kg (max of real and volumetric weight)</li>
 *   <li>heavy surcharge of EUR 6.00 for parcels of 20 kg or more (real weight)</li>
 *   <li>oversize surcharge of EUR 9.50 when the longest side exceeds 120 cm</li>
 *   <li>fragile handling: +15 % on the total</li>
 * </ul>
 */
public final class ShippingCalculator {

    static final BigDecimal HEAVY_THRESHOLD_KG = new BigDecimal("20");
    static final BigDecimal HEAVY_SURCHARGE = new BigDecimal("6.00");
    static final int OVERSIZE_CM = 120;
    static final BigDecimal OVERSIZE_SURCHARGE = new BigDecimal("9.50");
    static final BigDecimal FRAGILE_FACTOR = new BigDecimal("1.15");
    static final BigDecimal MAX_WEIGHT_KG = new BigDecimal("31.5");

    private final ZoneResolver zones;

    public ShippingCalculator(ZoneResolver zones) {
        this.zones = zones;
    }

    public BigDecimal price(Parcel parcel) {
        if (parcel.weightKg().compareTo(MAX_WEIGHT_KG) > 0) {
            throw new IllegalArgumentException("parcel exceeds " + MAX_WEIGHT_KG + " kg: use freight");
        }
        Zone zone = zones.resolve(parcel.country(), parcel.postcode());
        BigDecimal total = zone.base().add(zone.perKg().multiply(parcel.chargeableKg()));
        total = total.add(surcharges(parcel));
        if (parcel.fragile()) {
            total = total.multiply(FRAGILE_FACTOR);
        }
        return total.setScale(2, RoundingMode.HALF_UP);
    }

    BigDecimal surcharges(Parcel parcel) {
        BigDecimal extra = BigDecimal.ZERO;
        if (parcel.weightKg().compareTo(HEAVY_THRESHOLD_KG) > 0) {
            extra = extra.add(HEAVY_SURCHARGE);
        }
        int longest = Math.max(parcel.lengthCm(), Math.max(parcel.widthCm(), parcel.heightCm()));
        if (longest > OVERSIZE_CM) {
            extra = extra.add(OVERSIZE_SURCHARGE);
        }
        return extra;
    }
}
