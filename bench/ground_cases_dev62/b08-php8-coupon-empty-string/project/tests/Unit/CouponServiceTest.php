<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CouponService;
use Carbon\Carbon;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CouponServiceTest extends TestCase
{
    use RefreshDatabase;

    private function coupon(array $attrs = []): Coupon
    {
        return Coupon::create(array_merge([
            'code' => 'SPRING10',
            'type' => 'percent',
            'value' => 10,
            'min_subtotal' => 0,
            'expires_at' => Carbon::now()->addDay(),
        ], $attrs));
    }

    public function test_percent_discount(): void
    {
        $this->coupon();
        $this->assertSame(300, (new CouponService())->discountFor('spring10', 3000));
    }

    public function test_expired_coupon_gives_nothing(): void
    {
        $this->coupon(['expires_at' => Carbon::now()->subDay()]);
        $this->assertSame(0, (new CouponService())->discountFor('SPRING10', 3000));
    }

    public function test_min_subtotal(): void
    {
        $this->coupon(['min_subtotal' => 5000]);
        $this->assertSame(0, (new CouponService())->discountFor('SPRING10', 3000));
    }
}
