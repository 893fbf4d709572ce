<?php

namespace App\Services;

use App\Models\Cart;
use App\Models\Coupon;
use App\Exceptions\CouponException;
use Carbon\CarbonImmutable;

class CouponService
{
    public const TAX_RATE = 0.10;

    public function __construct(private CarbonImmutable $now)
    {
    }

    /**
     * Apply a coupon to the cart and return the discount in yen (tax included).
     * Coupon::min_amount is the minimum order amount including tax.
     */
    public function apply(Cart $cart, Coupon $coupon): int
    {
        if ($this->isExpired($coupon)) {
            throw new CouponException('coupon.expired');
        }
        if ($coupon->used_count >= $coupon->usage_limit) {
            throw new CouponException('coupon.used_up');
        }
        $subtotal = $cart->subtotal();
        if ($subtotal < $coupon->min_amount) {
            throw new CouponException('coupon.below_minimum');
        }
        $total = (int) floor($subtotal * (1 + self::TAX_RATE));
        return $coupon->type === 'percent'
            ? (int) floor($total * $coupon->value / 100)
            : min($coupon->value, $total);
    }

    public function isExpired(Coupon $coupon): bool
    {
        return $coupon->expires_at !== null && $coupon->expires_at->lt($this->now);
    }
}
