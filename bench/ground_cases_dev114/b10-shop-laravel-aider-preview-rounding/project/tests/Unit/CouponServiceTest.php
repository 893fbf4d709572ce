<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CouponService;
use InvalidArgumentException;
use Tests\TestCase;

class CouponServiceTest extends TestCase
{
    private function coupon(array $attrs): Coupon
    {
        return new Coupon(array_merge(['code' => 'TEST', 'min_subtotal' => 0, 'expires_at' => null], $attrs));
    }

    public function test_fixed_coupon_is_capped_by_subtotal(): void
    {
        $c = $this->coupon(['type' => 'fixed', 'value' => 500]);
        $this->assertSame(300, (new CouponService())->discountFor($c, 300));
    }

    public function test_percent_coupon_respects_max_discount(): void
    {
        $c = $this->coupon(['type' => 'percent', 'value' => 20, 'max_discount' => 1000]);
        $this->assertSame(1000, (new CouponService())->discountFor($c, 8000));
    }

    public function test_percent_coupon_has_no_float_error(): void
    {
        $c = $this->coupon(['type' => 'percent', 'value' => 35]);
        $this->assertSame(980, (new CouponService())->discountFor($c, 2800));
    }

    public function test_expired_coupon_is_rejected(): void
    {
        $c = $this->coupon(['type' => 'fixed', 'value' => 500, 'expires_at' => now()->subDay()]);
        $this->expectException(InvalidArgumentException::class);
        (new CouponService())->discountFor($c, 3000);
    }
}
