<?php

namespace Tests\Feature;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Validation\ValidationException;
use Tests\TestCase;

class CouponTest extends TestCase
{
    use RefreshDatabase;

    public function test_applies_discount(): void
    {
        Coupon::factory()->create(['code' => 'SPRING', 'discount_yen' => 500, 'min_amount' => 3000]);

        $this->assertSame(500, app(CouponService::class)->apply('spring', 4000));
    }

    public function test_rejects_expired_coupon(): void
    {
        Coupon::factory()->create(['code' => 'OLD', 'expires_at' => now()->subDays(2)]);

        $this->expectException(ValidationException::class);
        app(CouponService::class)->apply('OLD', 5000);
    }

    public function test_rejects_used_up_coupon(): void
    {
        Coupon::factory()->create(['code' => 'ONCE', 'max_uses' => 1, 'used_count' => 1]);

        $this->expectException(ValidationException::class);
        app(CouponService::class)->apply('ONCE', 5000);
    }
}
