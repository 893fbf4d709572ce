<?php

namespace App\Services;

use App\Models\Coupon;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

class CouponService
{
    /**
     * Lock the coupon, check it can be used on this subtotal and count one use.
     * Must be called inside the order's transaction.
     */
    public function redeem(string $code, int $subtotal): Coupon
    {
        $coupon = Coupon::where('code', strtoupper(trim($code)))->lockForUpdate()->first();
        if ($coupon === null || $coupon->isExpired()) {
            throw ValidationException::withMessages(['coupon' => '优惠券不存在或已过期']);
        }
        if ($coupon->used_count > $coupon->max_uses) {
            throw ValidationException::withMessages(['coupon' => '优惠券已被使用']);
        }
        if ($subtotal < $coupon->min_spend) {
            throw ValidationException::withMessages(['coupon' => '未达到优惠券使用门槛']);
        }
        $coupon->increment('used_count');

        return $coupon;
    }

    /**
     * Give one use back, e.g. when the order is cancelled before payment.
     */
    public function release(Coupon $coupon): void
    {
        DB::table('coupons')
            ->where('id', $coupon->id)
            ->where('used_count', '>', 0)
            ->decrement('used_count');
    }

    public function discountFor(Coupon $coupon, int $subtotal): int
    {
        return min($coupon->amount_off, $subtotal);
    }
}
