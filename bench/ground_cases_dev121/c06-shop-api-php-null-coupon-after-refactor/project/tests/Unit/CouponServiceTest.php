<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CouponServiceTest extends TestCase
{
    use RefreshDatabase;

    private function coupon(string $type, float $value, float $min = 0): Coupon
    {
        return new Coupon(['code' => 'T', 'type' => $type, 'value' => $value, 'min_amount' => $min]);
    }

    public function test_fixed_coupon_respects_minimum(): void
    {
        $service = new CouponService();
        $this->assertSame(0.0, $service->discountFor($this->coupon(Coupon::TYPE_FIXED, 50, 300), 299.0));
        $this->assertSame(50.0, $service->discountFor($this->coupon(Coupon::TYPE_FIXED, 50, 300), 300.0));
    }

    public function test_percent_coupon(): void
    {
        $service = new CouponService();
        $this->assertSame(20.0, $service->discountFor($this->coupon(Coupon::TYPE_PERCENT, 90), 200.0));
    }

    public function test_find_active_ignores_expired(): void
    {
        Coupon::create(['code' => 'OLD10', 'type' => Coupon::TYPE_FIXED, 'value' => 10, 'min_amount' => 0,
            'expires_at' => now()->subDay()]);
        $this->assertNull((new CouponService())->findActive('old10'));
    }

    public function test_find_active_unknown_code(): void
    {
        $this->assertNull((new CouponService())->findActive('NOPE'));
    }
}
