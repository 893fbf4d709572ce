package com.acme.store.web;

import com.acme.store.cart.Cart;
import com.acme.store.discount.DiscountService;
import java.math.BigDecimal;

public class CheckoutController {
    private final DiscountService discounts;

    public CheckoutController(DiscountService discounts) {
        this.discounts = discounts;
    }

    public BigDecimal quote(Cart cart, String coupon) {
        return discounts.totalAfterDiscount(cart, coupon);
    }
}
