<?php

namespace App\Services;

use App\Models\Coupon;
use App\Models\User;
use Illuminate\Support\Carbon;

class CouponService
{
    /**
     * Returns null when the coupon can be used, otherwise an error key.
     */
    public function validate(Coupon $coupon, User $user, int $subtotal): ?string
    {
        $today = Carbon::today(config('app.timezone'));

        if ($coupon->expires_on !== null && $coupon->expires_on->lt($today)) {
            return 'coupon.expired';
        }

        if ($subtotal < $coupon->min_subtotal) {
            return 'coupon.min_subtotal';
        }

        if ($coupon->max_uses !== null) {
            $used = $coupon->redemptions()->count();
            if ($used >= $coupon->max_uses) {
                return 'coupon.used_up';
            }
        }

        if ($coupon->per_user_limit !== null) {
            $mine = $coupon->redemptions()
                ->where('user_id', $user->id)
                ->whereHas('order', fn ($q) => $q->where('status', '!=', 'cancelled'))
                ->count();
            if ($mine >= $coupon->per_user_limit) {
                return 'coupon.per_user_limit';
            }
        }

        return null;
    }

    public function discount(Coupon $coupon, int $subtotal): int
    {
        if ($coupon->type === 'percent') {
            return intdiv($subtotal * $coupon->value, 100);
        }

        return min($coupon->value, $subtotal);
    }
}
