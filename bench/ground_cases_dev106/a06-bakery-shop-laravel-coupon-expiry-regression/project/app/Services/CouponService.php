<?php

namespace App\Services;

use App\Models\Coupon;
use Illuminate\Support\Carbon;

class CouponService
{
    /**
     * Why the coupon cannot be applied, or null when it can.
     */
    public function validate(Coupon $coupon, int $orderTotalCents, ?Carbon $now = null): ?string
    {
        $now = $now ?? Carbon::now();

        if (! $coupon->active) {
            return 'inactive';
        }
        if ($coupon->expires_at !== null && $now->greaterThan($coupon->expires_at)) {
            return 'expired';
        }
        if ($coupon->max_uses !== null && $coupon->times_used >= $coupon->max_uses) {
            return 'used_up';
        }
        if ($coupon->min_order_cents !== null && $orderTotalCents < $coupon->min_order_cents) {
            return 'below_minimum';
        }

        return null;
    }

    public function discountCents(Coupon $coupon, int $orderTotalCents): int
    {
        $discount = intdiv($orderTotalCents * $coupon->percent_off, 100);

        return min($discount, $orderTotalCents);
    }

    public function redeem(Coupon $coupon): void
    {
        $coupon->increment('times_used');
    }
}
