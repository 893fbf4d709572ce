<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CouponService;
use Carbon\Carbon;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;

class CouponServiceTest extends TestCase
{
    private function coupon(array $attrs = []): Coupon
    {
        return new Coupon(array_merge([
            'code' => 'NOV10', 'type' => 'percent', 'value' => 10, 'max_discount' => null,
            'min_spend' => 0, 'usage_limit' => null, 'used_count' => 0, 'expires_at' => null,
        ], $attrs));
    }

    public function test_percent_discount_rounds_down(): void
    {
        $this->assertSame(1299, (new CouponService())->discount($this->coupon(), 12999));
    }

    public function test_percent_discount_is_capped(): void
    {
        $coupon = $this->coupon(['value' => 20, 'max_discount' => 3000]);
        $this->assertSame(3000, (new CouponService())->discount($coupon, 50000));
    }

    public function test_fixed_amount_discount_never_exceeds_total(): void
    {
        $coupon = $this->coupon(['type' => 'fixed_amount', 'value' => 5000]);
        $service = new CouponService();
        $this->assertSame(5000, $service->discount($coupon, 12000));
        $this->assertSame(3000, $service->discount($coupon, 3000));
    }

    public function test_expired_coupon_is_rejected(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $coupon = $this->coupon(['expires_at' => '2025-11-01 00:00:00']);
        (new CouponService())->validate($coupon, 10000, Carbon::parse('2025-11-02 09:00:00'));
    }

    public function test_min_spend(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new CouponService())->validate($this->coupon(['min_spend' => 20000]), 19999, Carbon::now());
    }
}
