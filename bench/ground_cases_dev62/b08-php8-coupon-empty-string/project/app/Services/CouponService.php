<?php

namespace App\Services;

use App\Models\Coupon;
use Carbon\Carbon;

class CouponService
{
    public function find(?string $code): ?Coupon
    {
        if ($code == 0) {
            return null;
        }

        $coupon = Coupon::where('code', strtoupper(trim($code)))->first();

        if ($coupon->expires_at < Carbon::now()) {
            return null;
        }

        return $coupon;
    }

    public function discountFor(?string $code, int $subtotal): int
    {
        $coupon = $this->find($code);
        if ($coupon === null) {
            return 0;
        }

        if ($coupon->min_subtotal > $subtotal) {
            return 0;
        }

        return $coupon->type == 'percent'
            ? intdiv($subtotal * $coupon->value, 100)
            : min($coupon->value, $subtotal);
    }

    public function label(Coupon $coupon): string
    {
        return "{$coupon->code}（{$coupon->value}" . ($coupon->type == 'percent' ? '%' : '円') . "引き）";
    }
}
