<?php

namespace App\Services;

use App\Models\Coupon;

class CouponException extends \RuntimeException
{
}

class CouponService
{
    public function find(string $code): ?Coupon
    {
        return Coupon::where('code', strtoupper(trim($code)))->first();
    }

    /**
     * @throws CouponException
     */
    public function validate(string $code, int $orderTotalCents): Coupon
    {
        $coupon = $this->find($code);
        if ($coupon === null) {
            throw new CouponException('coupon_invalid');
        }
        if ($coupon->min_order_cents !== null && $orderTotalCents < $coupon->min_order_cents) {
            throw new CouponException('coupon_min_order');
        }
        if ($coupon->expires_at !== null && $coupon->expires_at->isPast()) {
            throw new CouponException('coupon_expired');
        }
        if ($coupon->usedUp()) {
            throw new CouponException('coupon_used_up');
        }
        return $coupon;
    }

    public function discountCents(Coupon $coupon, int $orderTotalCents): int
    {
        return intdiv($orderTotalCents * $coupon->percent_off, 100);
    }

    public function redeem(Coupon $coupon): void
    {
        $coupon->increment('times_used');
    }
}
