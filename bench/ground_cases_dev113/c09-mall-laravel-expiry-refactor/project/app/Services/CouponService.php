<?php

namespace App\Services;

use App\Models\Coupon;
use Illuminate\Support\Carbon;

class CouponService
{
    /**
     * Check a coupon against an order subtotal (in fen).
     * Returns null when the coupon can be used, or an error code.
     */
    public function validate(Coupon $coupon, int $subtotal, ?Carbon $now = null, ?int $userId = null): ?string
    {
        $now = $now ?? Carbon::now();
        return match (true) {
            $this->isExpired($coupon, $now) => 'expired',
            $this->isUsedUp($coupon) => 'used_up',
            $userId !== null && $this->userLimitReached($coupon, $userId) => 'user_limit_reached',
            $this->isBelowMinAmount($coupon, $subtotal) => 'below_min_amount',
            default => null,
        };
    }

    private function isExpired(Coupon $coupon, Carbon $now): bool
    {
        return $coupon->expires_at !== null && $now->greaterThan($coupon->expires_at);
    }

    private function isUsedUp(Coupon $coupon): bool
    {
        return $coupon->max_uses !== null && $coupon->used_count >= $coupon->max_uses;
    }

    private function userLimitReached(Coupon $coupon, int $userId): bool
    {
        if ($coupon->per_user_limit === null) {
            return false;
        }
        return $coupon->redemptions()->where('user_id', $userId)->count() >= $coupon->per_user_limit;
    }

    private function isBelowMinAmount(Coupon $coupon, int $subtotal): bool
    {
        return $coupon->min_amount !== null && $subtotal < $coupon->min_amount;
    }

    /** Discount in fen, never more than the subtotal. */
    public function discount(Coupon $coupon, int $subtotal): int
    {
        if ($coupon->isPercent()) {
            $off = intdiv($subtotal * $coupon->value, 100);
        } else {
            $off = $coupon->value;
        }
        return min($off, $subtotal);
    }

    public function redeem(Coupon $coupon): void
    {
        $coupon->increment('used_count');
    }
}
