<?php

namespace App\Services;

use App\Models\Coupon;
use Carbon\CarbonInterface;
use InvalidArgumentException;

class CouponService
{
    /**
     * Throws when the coupon cannot be used on a cart of $cartTotal (in fen) at $now.
     */
    public function validate(Coupon $coupon, int $cartTotal, CarbonInterface $now): void
    {
        if ($coupon->expires_at !== null && $now->greaterThan($coupon->expires_at->copy()->endOfDay())) {
            throw new InvalidArgumentException('优惠券已过期');
        }
        if ($cartTotal < $coupon->min_spend) {
            throw new InvalidArgumentException(sprintf('未满 %s 元，不能使用该优惠券', number_format($coupon->min_spend / 100, 2)));
        }
        if ($coupon->usage_limit !== null && $coupon->used_count >= $coupon->usage_limit) {
            throw new InvalidArgumentException('优惠券已被领完');
        }
    }

    /**
     * The discount in fen for a cart of $cartTotal fen.
     */
    public function discount(Coupon $coupon, int $cartTotal): int
    {
        return match ($coupon->type) {
            'percent' => intdiv($cartTotal * $coupon->value, 100),
            'fixed_amount' => min($coupon->value, $cartTotal),
            default => throw new InvalidArgumentException("未知的优惠券类型: {$coupon->type}"),
        };
    }

    public function apply(Coupon $coupon, int $cartTotal, CarbonInterface $now): int
    {
        $this->validate($coupon, $cartTotal, $now);
        return $cartTotal - $this->discount($coupon, $cartTotal);
    }
}
