<?php

namespace App\Services;

use App\Exceptions\BizException;
use App\Exceptions\ErrorCode;
use App\Models\Coupon;
use Illuminate\Support\Carbon;

class CouponService
{
    /**
     * 校验优惠券并返回优惠金额（分）。
     */
    public function validate(Coupon $coupon, int $amountCents, ?Carbon $now = null): int
    {
        $now ??= now();

        if (! $coupon->enabled) {
            throw new BizException(ErrorCode::GENERAL, '优惠券不可用');
        }
        if ($coupon->expires_at->lt($now)) {
            throw new BizException(ErrorCode::COUPON_EXPIRED);
        }
        if ($amountCents < $coupon->min_amount_cents) {
            $yuan = number_format($coupon->min_amount_cents / 100, 2);
            throw new BizException(ErrorCode::GENERAL, "订单满 {$yuan} 元才能使用");
        }

        return $this->discount($coupon, $amountCents);
    }

    public function discount(Coupon $coupon, int $amountCents): int
    {
        $off = match ($coupon->type) {
            'fixed' => $coupon->value_cents,
            'percent' => intdiv($amountCents * $coupon->percent_off, 100),
            default => 0,
        };

        return min($off, $amountCents);
    }
}
