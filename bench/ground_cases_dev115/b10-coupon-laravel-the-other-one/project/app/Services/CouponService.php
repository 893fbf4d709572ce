<?php

namespace App\Services;

use App\Models\Coupon;
use Illuminate\Support\Facades\DB;
use RuntimeException;

class CouponService
{
    public function apply(string $code, int $subtotal): array
    {
        return DB::transaction(function () use ($code, $subtotal) {
            $coupon = Coupon::where('code', $code)->lockForUpdate()->first();
            if ($coupon === null) {
                throw new RuntimeException('coupon_not_found');
            }
            if ($coupon->expires_at !== null && $coupon->expires_at->isPast()) {
                throw new RuntimeException('coupon_expired');
            }
            if ($coupon->max_uses !== null && $coupon->used_count > $coupon->max_uses) {
                throw new RuntimeException('coupon_used_up');
            }
            $discount = intdiv($subtotal * $coupon->discount_percent, 100);
            $coupon->increment('used_count');

            return ['discount' => $discount, 'total' => $subtotal - $discount];
        });
    }
}
