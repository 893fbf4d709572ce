<?php

namespace App\Services;

use App\Exceptions\CouponException;
use App\Models\Coupon;
use App\Models\CouponRedemption;
use Illuminate\Support\Facades\DB;

class CouponService
{
    /**
     * Redeem a coupon for an order. The coupon row is locked so that two
     * checkouts can't both take the last use.
     */
    public function redeem(string $code, int $userId, string $orderNo, int $orderCents): CouponRedemption
    {
        return DB::transaction(function () use ($code, $userId, $orderNo, $orderCents) {
            /** @var Coupon|null $coupon */
            $coupon = Coupon::where('code', strtoupper(trim($code)))->lockForUpdate()->first();

            if ($coupon === null) {
                throw CouponException::notFound($code);
            }
            if (! $coupon->isUsable()) {
                throw CouponException::unusable($coupon->code);
            }
            $discount = $coupon->discountFor($orderCents);
            if ($discount === 0) {
                throw CouponException::belowMinimum($coupon->code, $coupon->min_order_cents);
            }

            $coupon->increment('used_count');

            return $coupon->redemptions()->create([
                'user_id' => $userId,
                'order_no' => $orderNo,
                'discount_cents' => $discount,
            ]);
        });
    }
}
