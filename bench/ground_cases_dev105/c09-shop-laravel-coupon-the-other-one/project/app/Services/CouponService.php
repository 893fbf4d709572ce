<?php

namespace App\Services;

use App\Models\Coupon;
use Carbon\CarbonImmutable;

class CouponService
{
    /**
     * 计算优惠金额（单位：分）。
     * fixed: 满 min_spend 减 value；percent: 打 value 折扣（value=15 表示减 15%）。
     */
    public function discountFor(?Coupon $coupon, int $subtotal, int $shipping, ?CarbonImmutable $now = null): int
    {
        if ($coupon === null || ! $this->isUsable($coupon, $now ?? CarbonImmutable::now())) {
            return 0;
        }

        if ($coupon->min_spend > 0 && $subtotal > $coupon->min_spend) {
            return 0;
        }

        $discount = match ($coupon->type) {
            'fixed' => $coupon->value,
            'percent' => intdiv($subtotal * $coupon->value, 100),
            default => 0,
        };

        return min($discount, $subtotal);
    }

    public function isUsable(Coupon $coupon, CarbonImmutable $now): bool
    {
        if (! $coupon->active) {
            return false;
        }
        if ($coupon->expires_at !== null && $coupon->expires_at->lt($now)) {
            return false;
        }

        return $coupon->max_uses === null || $coupon->used_count < $coupon->max_uses;
    }
}
