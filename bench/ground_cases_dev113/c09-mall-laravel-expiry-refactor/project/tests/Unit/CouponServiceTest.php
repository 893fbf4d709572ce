<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Support\Carbon;
use PHPUnit\Framework\TestCase;

class CouponServiceTest extends TestCase
{
    private function coupon(array $attrs = []): Coupon
    {
        return new Coupon(array_merge([
            'code' => 'NEW10', 'type' => 'fixed', 'value' => 1000,
            'min_amount' => 5000, 'expires_at' => null, 'max_uses' => null, 'used_count' => 0,
        ], $attrs));
    }

    public function test_valid_coupon(): void
    {
        $this->assertNull((new CouponService())->validate($this->coupon(), 6000));
    }

    public function test_expired_yesterday(): void
    {
        $c = $this->coupon(['expires_at' => '2025-11-19 00:00:00']);
        $now = Carbon::parse('2025-11-20 10:00:00');
        $this->assertSame('expired', (new CouponService())->validate($c, 6000, $now));
    }

    public function test_below_min_amount(): void
    {
        $this->assertSame('below_min_amount', (new CouponService())->validate($this->coupon(), 4999));
    }

    public function test_user_limit_skipped_without_user(): void
    {
        $c = $this->coupon(['per_user_limit' => 1]);
        $this->assertNull((new CouponService())->validate($c, 6000));
    }

    public function test_percent_discount_rounds_down(): void
    {
        $c = $this->coupon(['type' => 'percent', 'value' => 15]);
        $this->assertSame(149, (new CouponService())->discount($c, 999));
    }
}
