<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Validation\ValidationException;
use Tests\TestCase;

class CouponServiceTest extends TestCase
{
    public function test_missing_coupon_is_rejected(): void
    {
        $this->expectException(ValidationException::class);
        (new CouponService())->validate(null);
    }

    public function test_expired_coupon_is_rejected(): void
    {
        $coupon = new Coupon(['code' => 'OLD', 'percent_off' => 10, 'expires_at' => now()->subDay()]);
        $this->expectException(ValidationException::class);
        (new CouponService())->validate($coupon);
    }

    public function test_exhausted_coupon_is_rejected(): void
    {
        $coupon = new Coupon(['code' => 'X', 'percent_off' => 10, 'max_redemptions' => 1]);
        $coupon->redeemed_count = 1;
        $this->expectException(ValidationException::class);
        (new CouponService())->validate($coupon);
    }
}
