package com.acme.billing;

import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

import org.springframework.stereotype.Service;

@Service
public class InvoiceService {

    private final CouponRepository coupons;
    private final Clock clock;

    public InvoiceService(CouponRepository coupons, Clock clock) {
        this.coupons = coupons;
        this.clock = clock;
    }

    public long subtotal(List<LineItem> lines) {
        long sum = 0;
        for (LineItem line : lines) {
            sum += line.unitPriceCents() * line.quantity();
        }
        return sum;
    }

    public long applyCoupon(long amountCents, String couponCode) {
        if (couponCode == null || couponCode.isBlank()) {
            return amountCents;
        }
        Coupon coupon = coupons.findByCode(couponCode);
        if (coupon == null) {
            throw new CouponException("优惠券不存在: " + couponCode);
        }
        if (coupon.isExpired(LocalDate.now(clock))) {
            throw new CouponException("优惠券已过期: " + coupon.code());
        }
        if (!coupon.appliesTo(amountCents)) {
            return amountCents;
        }
        long discount = amountCents * coupon.getDiscountPercent() / 100;
        return amountCents - discount;
    }

    public long total(List<LineItem> lines, String couponCode, boolean member, boolean expressShipping) {
        long amount = subtotal(lines);
        amount = applyCoupon(amount, couponCode);
        if (member) {
            if (amount > 50000) {
                amount -= 2000;
            } else if (amount > 20000) {
                amount -= 500;
            }
        }
        if (expressShipping) {
            amount += member ? 0 : 1500;
        } else if (amount < 9900) {
            amount += 800;
        }
        return amount;
    }

    public record LineItem(String sku, long unitPriceCents, int quantity) {
    }
}
