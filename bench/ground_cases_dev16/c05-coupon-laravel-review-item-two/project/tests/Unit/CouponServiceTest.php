<?php

namespace Tests\Unit;

use App\Exceptions\CouponException;
use App\Models\Coupon;
use App\Models\Order;
use App\Services\CouponService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CouponServiceTest extends TestCase
{
    use RefreshDatabase;

    private function coupon(array $attrs = []): Coupon
    {
        return Coupon::create(array_merge([
            'code' => 'NEW20', 'type' => Coupon::TYPE_FIXED, 'value' => 20, 'threshold' => 100,
            'max_uses' => 100, 'per_user_limit' => 1, 'active' => true,
        ], $attrs));
    }

    public function test_fixed_discount(): void
    {
        $order = new Order(['amount' => '150.00']);
        $this->assertSame('20.00', (new CouponService())->discountFor($this->coupon(), $order));
    }

    public function test_below_threshold_gives_zero(): void
    {
        $order = new Order(['amount' => '99.99']);
        $this->assertSame('0.00', (new CouponService())->discountFor($this->coupon(), $order));
    }

    public function test_percent_discount(): void
    {
        $coupon = $this->coupon(['type' => Coupon::TYPE_PERCENT, 'value' => 10, 'threshold' => 0]);
        $this->assertSame('12.35', (new CouponService())->discountFor($coupon, new Order(['amount' => '123.50'])));
    }

    public function test_expired_coupon_is_rejected(): void
    {
        $this->coupon(['expires_at' => now()->subDay()]);
        $this->expectException(CouponException::class);
        (new CouponService())->findUsable('new20', 1);
    }
}
