<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Support\Carbon;
use Tests\TestCase;

class CouponServiceTest extends TestCase
{
    private function coupon(array $attrs = []): Coupon
    {
        return new Coupon(array_merge([
            'code' => 'SUMMER20',
            'discount_cents' => 2000,
            'min_order_cents' => 10000,
            'expires_on' => '2025-06-30',
            'max_uses' => null,
            'active' => true,
        ], $attrs));
    }

    public function test_inactive_coupon_is_rejected(): void
    {
        $result = (new CouponService())->validate($this->coupon(['active' => false]), 20000, Carbon::parse('2025-06-01'));
        $this->assertSame(CouponService::INACTIVE, $result);
    }

    public function test_order_exactly_at_minimum_is_allowed(): void
    {
        $result = (new CouponService())->validate($this->coupon(), 10000, Carbon::parse('2025-06-01'));
        $this->assertSame(CouponService::OK, $result);
    }

    public function test_order_below_minimum_is_rejected(): void
    {
        $result = (new CouponService())->validate($this->coupon(), 9999, Carbon::parse('2025-06-01'));
        $this->assertSame(CouponService::BELOW_MINIMUM, $result);
    }

    public function test_discount_never_exceeds_order(): void
    {
        $this->assertSame(1500, (new CouponService())->discountFor($this->coupon(), 1500));
    }
}
