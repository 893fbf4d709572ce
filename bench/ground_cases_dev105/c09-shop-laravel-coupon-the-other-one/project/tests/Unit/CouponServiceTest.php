<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CouponService;
use Carbon\CarbonImmutable;
use PHPUnit\Framework\TestCase;

class CouponServiceTest extends TestCase
{
    private function coupon(array $attrs): Coupon
    {
        return (new Coupon())->forceFill(array_merge([
            'active' => true, 'min_spend' => 0, 'max_uses' => null, 'used_count' => 0, 'expires_at' => null,
        ], $attrs));
    }

    public function test_no_coupon_no_discount(): void
    {
        $this->assertSame(0, (new CouponService())->discountFor(null, 10000, 800));
    }

    public function test_expired_coupon_is_ignored(): void
    {
        $c = $this->coupon(['type' => 'fixed', 'value' => 500, 'expires_at' => CarbonImmutable::parse('2025-01-01')]);
        $this->assertSame(0, (new CouponService())->discountFor($c, 10000, 0, CarbonImmutable::parse('2025-06-01')));
    }

    public function test_fixed_discount_capped_by_subtotal(): void
    {
        $c = $this->coupon(['type' => 'fixed', 'value' => 5000]);
        $this->assertSame(3000, (new CouponService())->discountFor($c, 3000, 0));
    }
}
