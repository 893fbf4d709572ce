<?php

namespace Tests\Feature;

use App\Models\Coupon;
use App\Models\User;
use App\Services\CouponService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Tests\TestCase;

class CouponServiceTest extends TestCase
{
    use RefreshDatabase;

    public function test_min_subtotal(): void
    {
        $coupon = Coupon::factory()->create(['min_subtotal' => 1000]);
        $user = User::factory()->create();
        $this->assertSame('coupon.min_subtotal', (new CouponService())->validate($coupon, $user, 999));
    }

    public function test_expired_yesterday(): void
    {
        Carbon::setTestNow('2026-03-10 12:00:00');
        $coupon = Coupon::factory()->create(['expires_on' => '2026-03-09']);
        $user = User::factory()->create();
        $this->assertSame('coupon.expired', (new CouponService())->validate($coupon, $user, 5000));
    }

    public function test_usable_on_expiry_day(): void
    {
        Carbon::setTestNow('2026-03-10 23:30:00');
        $coupon = Coupon::factory()->create(['expires_on' => '2026-03-10']);
        $user = User::factory()->create();
        $this->assertNull((new CouponService())->validate($coupon, $user, 5000));
    }
}
