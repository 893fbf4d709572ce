<?php

namespace App\Services;

use App\Models\Coupon;

class CouponService
{
    /**
     * Discount of one coupon on an amount, in yuan, never more than the amount.
     * A percent coupon's value is what the customer pays: 90 means 10% off.
     */
    public function discountFor(Coupon $coupon, float $amount): float
    {
        if ($amount < (float) $coupon->min_amount) {
            return 0.0;
        }
        if ($coupon->type === Coupon::TYPE_PERCENT) {
            return round($amount * (100 - (float) $coupon->value) / 100, 2);
        }
        return min((float) $coupon->value, $amount);
    }

    public function findActive(string $code): ?Coupon
    {
        $coupon = Coupon::where('code', strtoupper(trim($code)))->first();
        if ($coupon === null || $coupon->isExpired()) {
            return null;
        }
        return $coupon;
    }

    public function apply(Coupon $coupon, float $subtotal): float
    {
        return round($subtotal - $this->discountFor($coupon, $subtotal), 2);
    }

    /**
     * @param Coupon[] $coupons
     */
    public function applyAll(array $coupons, float $subtotal): float
    {
        usort($coupons, fn (Coupon $a, Coupon $b) =>
            ($a->type === Coupon::TYPE_PERCENT) <=> ($b->type === Coupon::TYPE_PERCENT));
        $total = $subtotal;
        foreach ($coupons as $coupon) {
            $total -= $this->discountFor($coupon, $total);
        }
        return max(0.0, round($total, 2));
    }
}
