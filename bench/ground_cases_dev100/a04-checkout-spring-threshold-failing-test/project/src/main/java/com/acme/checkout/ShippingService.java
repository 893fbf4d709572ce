package com.acme.checkout;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.springframework.stereotype.Service;

@Service
public class ShippingService {

    static final BigDecimal FREE_SHIPPING_THRESHOLD = new BigDecimal("50.00");
    static final BigDecimal FLAT_RATE = new BigDecimal("4.90");
    static final BigDecimal EXPRESS_SURCHARGE = new BigDecimal("7.50");
    static final BigDecimal PER_EXTRA_KG = new BigDecimal("2.50");
    static final double INCLUDED_WEIGHT_KG = 5.0;

    private final PromoCodes promoCodes;

    public ShippingService(PromoCodes promoCodes) {
        this.promoCodes = promoCodes;
    }

    /**
     * Shipping for the cart in euros. Standard shipping is free from 50 EUR of goods,
     * counted after the promo discount; express always pays the surcharge.
     */
    public BigDecimal quote(Cart cart, boolean express) {
        if (promoCodes.isFreeShipping(cart.promoCode())) {
            BigDecimal base = express ? EXPRESS_SURCHARGE : BigDecimal.ZERO;
            return base.add(weightSurcharge(cart)).setScale(2, RoundingMode.HALF_UP);
        }
        BigDecimal subtotal = goodsAfterDiscount(cart);
        BigDecimal cost = subtotal.compareTo(FREE_SHIPPING_THRESHOLD) > 0 ? BigDecimal.ZERO : FLAT_RATE;
        if (express) {
            cost = cost.add(EXPRESS_SURCHARGE);
        }
        return cost.add(weightSurcharge(cart)).setScale(2, RoundingMode.HALF_UP);
    }

    /** 2.50 per started kilogram above 5 kg; charged even when shipping is free. */
    BigDecimal weightSurcharge(Cart cart) {
        double extra = cart.totalWeightKg() - INCLUDED_WEIGHT_KG;
        if (extra <= 0) {
            return BigDecimal.ZERO;
        }
        long startedKg = (long) Math.ceil(extra - 1e-9);
        return PER_EXTRA_KG.multiply(BigDecimal.valueOf(startedKg));
    }

    /** How much more the customer must add for free shipping (for the cart banner). */
    public BigDecimal amountToFreeShipping(Cart cart) {
        BigDecimal missing = FREE_SHIPPING_THRESHOLD.subtract(goodsAfterDiscount(cart));
        return missing.max(BigDecimal.ZERO).setScale(2, RoundingMode.HALF_UP);
    }

    private BigDecimal goodsAfterDiscount(Cart cart) {
        return cart.subtotal().subtract(promoCodes.discountFor(cart));
    }
}
