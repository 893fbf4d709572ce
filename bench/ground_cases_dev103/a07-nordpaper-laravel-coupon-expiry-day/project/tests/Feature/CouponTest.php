<?php

namespace Tests\Feature;

use App\Models\Coupon;
use App\Services\CouponException;
use App\Services\CouponService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CouponTest extends TestCase
{
    use RefreshDatabase;

    public function test_valid_coupon_is_accepted(): void
    {
        Coupon::create(['code' => 'WELCOME10', 'percent_off' => 10]);
        $coupon = app(CouponService::class)->validate('WELCOME10', 5000);
        $this->assertSame(10, $coupon->percent_off);
    }

    public function test_code_is_case_insensitive(): void
    {
        Coupon::create(['code' => 'WELCOME10', 'percent_off' => 10]);
        $coupon = app(CouponService::class)->validate(' welcome10 ', 5000);
        $this->assertSame('WELCOME10', $coupon->code);
    }

    public function test_unknown_coupon_is_rejected(): void
    {
        $this->expectException(CouponException::class);
        app(CouponService::class)->validate('NOPE', 5000);
    }

    public function test_used_up_coupon_is_rejected(): void
    {
        $c = Coupon::create(['code' => 'ONCE', 'percent_off' => 5, 'max_uses' => 1]);
        $c->increment('times_used');
        $this->expectExceptionMessage('coupon_used_up');
        app(CouponService::class)->validate('ONCE', 5000);
    }

    public function test_minimum_order_is_enforced(): void
    {
        Coupon::create(['code' => 'BIG20', 'percent_off' => 20, 'min_order_cents' => 10000]);
        $this->expectExceptionMessage('coupon_min_order');
        app(CouponService::class)->validate('BIG20', 9999);
    }

    public function test_discount_rounds_down(): void
    {
        $c = new Coupon(['percent_off' => 15]);
        $this->assertSame(149, app(CouponService::class)->discountCents($c, 999));
    }
}
