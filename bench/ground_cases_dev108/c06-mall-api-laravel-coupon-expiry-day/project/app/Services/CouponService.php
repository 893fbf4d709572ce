<?php

namespace App\Services;

use App\Models\Coupon;
use Illuminate\Support\Carbon;

class CouponService
{
    public const OK = 'ok';
    public const EXPIRED = 'expired';
    public const BELOW_MINIMUM = 'below_minimum';
    public const INACTIVE = 'inactive';
    public const USED_UP = 'used_up';

    /**
     * Whether the coupon may be applied to an order of $orderCents at $now.
     */
    public function validate(Coupon $coupon, int $orderCents, ?Carbon $now = null): string
    {
        $now ??= Carbon::now('Asia/Shanghai');

        if (! $coupon->active) {
            return self::INACTIVE;
        }
        if ($coupon->expires_on !== null && $now->greaterThan($coupon->expires_on)) {
            return self::EXPIRED;
        }
        if ($orderCents < $coupon->min_order_cents) {
            return self::BELOW_MINIMUM;
        }
        if ($coupon->isUsedUp()) {
            return self::USED_UP;
        }

        return self::OK;
    }

    public function discountFor(Coupon $coupon, int $orderCents): int
    {
        return min($coupon->discount_cents, $orderCents);
    }
}
