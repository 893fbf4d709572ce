package com.acme.checkout;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Map;
import org.springframework.stereotype.Component;

/** The promo codes marketing runs this quarter. Percent codes apply to goods only. */
@Component
public class PromoCodes {

    private static final Map<String, BigDecimal> PERCENT_OFF = Map.of(
            "WELCOME10", new BigDecimal("0.10"),
            "BLACKFRIDAY", new BigDecimal("0.25"),
            "STAFF", new BigDecimal("0.30"));

    static String normalize(String code) {
        return code == null ? "" : code.trim().toUpperCase(Locale.ROOT);
    }

    private static final String FREE_SHIPPING_CODE = "SHIPFREE";

    public boolean isKnown(String code) {
        return PERCENT_OFF.containsKey(normalize(code)) || isFreeShipping(code);
    }

    /** Codes that waive standard shipping instead of discounting goods. */
    public boolean isFreeShipping(String code) {
        return FREE_SHIPPING_CODE.equals(normalize(code));
    }

    /** Discount in euros for the cart's promo code (0 when none or unknown). */
    public BigDecimal discountFor(Cart cart) {
        if (!cart.hasPromo()) {
            return BigDecimal.ZERO;
        }
        BigDecimal pct = PERCENT_OFF.get(normalize(cart.promoCode()));
        if (pct == null) {
            return BigDecimal.ZERO;
        }
        return cart.subtotal().multiply(pct).setScale(2, RoundingMode.HALF_UP);
    }
}
