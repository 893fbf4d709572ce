<?php

namespace App\Services;

use App\Models\Coupon;
use Illuminate\Validation\ValidationException;

class CouponService
{
    public function find(string $code): ?Coupon
    {
        return Coupon::where('code', strtoupper(trim($code)))->first();
    }

    public function validate(?Coupon $coupon): Coupon
    {
        if ($coupon === null) {
            throw ValidationException::withMessages(['coupon' => __('coupon.not_found')]);
        }
        if ($coupon->expires_at !== null && $coupon->expires_at->isPast()) {
            throw ValidationException::withMessages(['coupon' => __('coupon.expired')]);
        }
        if ($coupon->isExhausted()) {
            throw ValidationException::withMessages(['coupon' => __('coupon.exhausted')]);
        }

        return $coupon;
    }

    public function redeem(Coupon $coupon): void
    {
        $coupon->increment('redeemed_count');
    }
}
