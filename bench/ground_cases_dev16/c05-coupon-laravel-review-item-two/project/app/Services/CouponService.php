<?php

namespace App\Services;

use App\Exceptions\CouponException;
use App\Models\Coupon;
use App\Models\CouponRedemption;
use App\Models\Order;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;

class CouponService
{
    /**
     * 按券码找一张当前用户可用的券，不可用时抛 CouponException。
     */
    public function findUsable(string $code, int $userId): Coupon
    {
        $coupon = Coupon::where('code', strtoupper(trim($code)))->first();
        if (! $coupon || ! $coupon->active) {
            throw new CouponException('优惠券不存在');
        }
        if ($coupon->starts_at && $coupon->starts_at->isFuture()) {
            throw new CouponException('优惠券尚未生效');
        }
        if ($coupon->expires_at && $coupon->expires_at->isPast()) {
            throw new CouponException('优惠券已过期');
        }
        if ($coupon->per_user_limit > 0) {
            $used = CouponRedemption::forCoupon($coupon->id)->forUser($userId)->count();
            if ($used >= $coupon->per_user_limit) {
                throw new CouponException('每人限用 ' . $coupon->per_user_limit . ' 次');
            }
        }

        return $coupon;
    }

    /**
     * 这张券对这笔订单能减多少钱（字符串，两位小数）。
     */
    public function discountFor(Coupon $coupon, Order $order): string
    {
        if (bccomp($order->amount, $coupon->threshold, 2) < 0) {
            return '0.00';
        }
        if ($coupon->type === Coupon::TYPE_PERCENT) {
            $discount = bcdiv(bcmul($order->amount, (string) $coupon->value, 4), '100', 2);
            if ($coupon->max_discount !== null && bccomp($discount, (string) $coupon->max_discount, 2) > 0) {
                $discount = (string) $coupon->max_discount;
            }
        } else {
            $discount = (string) $coupon->value;
        }

        return bccomp($discount, $order->amount, 2) > 0 ? $order->amount : $discount;
    }

    /**
     * 核销：占用一次券的使用次数并记录到订单上。
     */
    public function redeem(Coupon $coupon, Order $order): CouponRedemption
    {
        return DB::transaction(function () use ($coupon, $order) {
            if ($coupon->used_count >= $coupon->max_uses) {
                throw new CouponException('优惠券已被领完');
            }
            $coupon->used_count = $coupon->used_count + 1;
            $coupon->save();

            $redemption = CouponRedemption::create([
                'coupon_id' => $coupon->id,
                'user_id' => $order->user_id,
                'order_id' => $order->id,
                'discount' => $this->discountFor($coupon, $order),
                'redeemed_at' => Carbon::now(),
            ]);
            Log::info('coupon redeemed', ['coupon' => $coupon->code, 'order' => $order->id]);

            return $redemption;
        });
    }
}
