package com.acme.store.discount;

import com.acme.store.cart.Cart;
import com.acme.store.coupon.Coupon;
import com.acme.store.coupon.CouponRepository;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

public class DiscountService {

    private final CouponRepository coupons;

    public DiscountService(CouponRepository coupons) {
        this.coupons = Objects.requireNonNull(coupons);
    }

    public BigDecimal totalAfterDiscount(Cart cart, String couponCode) {
        BigDecimal total = cart.subtotal();
        if (couponCode == null || couponCode.isBlank()) {
            return total;
        }
        Coupon coupon = coupons.findByCode(couponCode.trim().toUpperCase());
        return apply(total, coupon);
    }

    BigDecimal apply(BigDecimal total, Coupon coupon) {
        BigDecimal percent = BigDecimal.valueOf(coupon.percentOff());
        BigDecimal off = total.multiply(percent).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
        return total.subtract(off).max(BigDecimal.ZERO);
    }
}
