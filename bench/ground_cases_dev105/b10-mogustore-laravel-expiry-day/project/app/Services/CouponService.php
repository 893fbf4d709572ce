<?php

namespace App\Services;

use App\Models\Coupon;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

class CouponService
{
    public function find(string $code): ?Coupon
    {
        return Coupon::where('code', strtoupper(trim($code)))->first();
    }

    public function apply(string $code, int $amount): int
    {
        $coupon = $this->find($code);

        if ($coupon === null || ! $coupon->isUsable()) {
            throw ValidationException::withMessages(['coupon' => 'このクーポンは使用できません。']);
        }

        if ($amount < $coupon->min_amount) {
            throw ValidationException::withMessages([
                'coupon' => sprintf('%s円以上のご注文で使えます。', number_format($coupon->min_amount)),
            ]);
        }

        return $coupon->discountFor($amount);
    }

    public function redeem(Coupon $coupon): void
    {
        DB::transaction(function () use ($coupon) {
            $fresh = Coupon::lockForUpdate()->findOrFail($coupon->id);
            $fresh->increment('used_count');
        });
    }
}
