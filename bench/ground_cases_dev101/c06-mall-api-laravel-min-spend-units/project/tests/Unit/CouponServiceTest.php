<?php

namespace Tests\Unit;

use App\Exceptions\CouponException;
use App\Models\Coupon;
use App\Services\CouponService;
use App\Support\Cart;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CouponServiceTest extends TestCase
{
    use RefreshDatabase;

    private function cart(int $cents): Cart
    {
        $cart = new Cart();
        $cart->add('SKU-1', $cents);

        return $cart;
    }

    public function test_fixed_coupon_takes_its_value_off(): void
    {
        Coupon::create(['code' => 'MINUS10', 'type' => 'fixed', 'value' => 1000]);
        $cart = $this->cart(15000);

        $this->assertSame(1000, (new CouponService())->apply('minus10', $cart));
        $this->assertSame(140.0, $cart->total());
    }

    public function test_percent_coupon_respects_max_discount(): void
    {
        Coupon::create(['code' => 'P20', 'type' => 'percent', 'value' => 20, 'max_discount' => 3000]);

        $this->assertSame(3000, (new CouponService())->apply('P20', $this->cart(50000)));
    }

    public function test_coupon_still_works_on_its_last_day(): void
    {
        $this->travelTo(now()->setDate(2025, 11, 30)->setTime(21, 15));
        Coupon::create(['code' => 'NOV', 'type' => 'fixed', 'value' => 500, 'expires_at' => '2025-11-30']);

        $this->assertSame(500, (new CouponService())->apply('NOV', $this->cart(10000)));
    }

    public function test_min_spend_is_enforced(): void
    {
        Coupon::create(['code' => 'FULL100', 'type' => 'fixed', 'value' => 1000, 'min_spend' => 100]);

        $this->expectExceptionMessage('满 100 元可用');
        (new CouponService())->apply('FULL100', $this->cart(9900));
    }

    public function test_min_spend_reached(): void
    {
        Coupon::create(['code' => 'FULL100', 'type' => 'fixed', 'value' => 1000, 'min_spend' => 100]);

        $this->assertSame(1000, (new CouponService())->apply('FULL100', $this->cart(10000)));
    }

    public function test_expired_coupon_is_rejected(): void
    {
        Coupon::create(['code' => 'OLD', 'type' => 'fixed', 'value' => 500, 'expires_at' => now()->subDay()]);

        $this->expectException(CouponException::class);
        (new CouponService())->apply('OLD', $this->cart(10000));
    }
}
